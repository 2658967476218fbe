// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps';

/** The page's markup, the keeper started as the page's head starts it, and what each control did. */
function page(html: string) {
  document.body.innerHTML = html;
  const done: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-name]')) {
    element.addEventListener('click', (event) => {
      event.preventDefault();
      done.push(element.dataset.name!);
    });
  }
  new Function(EARLY_TAPS_SCRIPT)();
  const goLive = async () => {
    document.documentElement.dataset.pageLive = 'true';
    // The keeper hears of it through a MutationObserver: a microtask later.
    await Promise.resolve();
  };
  return { done, goLive };
}

const tap = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

beforeEach(() => delete document.documentElement.dataset.pageLive);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('taps before the app has started (decision 032)', () => {
  it('keeps a tap on a button and carries it out once the page is live', async () => {
    const { done, goLive } = page('<button data-name="like"><svg></svg></button>');
    document.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(done).toEqual([]);
    await goLive();
    expect(done).toEqual(['like']);
  });

  it('carries out taps on different buttons in order, and two on the same one once', async () => {
    const { done, goLive } = page(
      '<button id="a" data-name="offer"></button><div id="b" data-keep-tap="x" data-name="chip"></div>',
    );
    tap('#b');
    tap('#a');
    tap('#a');
    await goLive();
    expect(done).toEqual(['chip', 'offer']);
  });

  it('clicks the live control with the same key when the one tapped was redrawn', async () => {
    const { done, goLive } = page('<button id="old" data-keep-tap="like-7">old</button>');
    tap('#old');
    document.body.innerHTML = '<button data-keep-tap="like-7">new</button>';
    const clicked: string[] = [];
    document.querySelector('button')!.addEventListener('click', () => clicked.push('new'));
    await goLive();
    expect(clicked).toEqual(['new']);
    expect(done).toEqual([]);
  });

  it('leaves links and form submit buttons to the browser', () => {
    const { done } = page(
      '<a href="#here"><button data-name="in-link"></button></a>' +
        '<form onsubmit="return false"><button type="submit" data-name="submit"></button></form>',
    );
    tap('a button');
    tap('form button');
    expect(done).toEqual(['in-link', 'submit']);
  });

  it('stands aside once the page is live', async () => {
    const { done, goLive } = page('<button data-name="like"></button>');
    await goLive();
    tap('button');
    expect(done).toEqual(['like']);
  });
});
