// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarInput } from './star-input';
import { StarRating } from './star-rating';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

function Rated({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <StarInput value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const star = (name: string) => screen.getByRole('radio', { name });
const chosen = () => screen.getByRole('status').textContent;

describe('StarInput', () => {
  it('is a radio group labelled Rating, with five stars and none chosen', () => {
    render(<Rated />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(screen.getAllByRole('radio').some((r) => r.getAttribute('aria-checked') === 'true')).toBe(false);
  });

  it('chooses the clicked star', () => {
    render(<Rated />);
    fireEvent.click(star('3 stars'));
    expect(star('3 stars').getAttribute('aria-checked')).toBe('true');
    expect(chosen()).toBe('3');
  });

  it('moves and chooses with the arrow keys', async () => {
    render(<Rated initial={3} />);
    const three = star('3 stars');
    three.focus();
    fireEvent.keyDown(three, { key: 'ArrowRight' });
    await waitFor(() => expect(chosen()).toBe('4'));
    expect(document.activeElement).toBe(star('4 stars'));
    fireEvent.keyUp(star('4 stars'), { key: 'ArrowRight' });
    fireEvent.keyDown(star('4 stars'), { key: 'ArrowLeft' });
    fireEvent.keyDown(star('4 stars'), { key: 'ArrowLeft' });
    await waitFor(() => expect(chosen()).toBe('3'));
  });

  it('is one Tab stop, which lands on the chosen star', async () => {
    render(<Rated initial={2} />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group.getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('tabindex') === '-1')).toBe(true);
    group.focus();
    await waitFor(() => expect(document.activeElement).toBe(star('2 stars')));
  });
});

describe('StarRating', () => {
  it('names the rating and shows the count', () => {
    render(<StarRating rating={4.5} count={12} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('(12)')).toBeTruthy();
  });

  it('leaves the count out when there is none', () => {
    render(<StarRating rating={3} />);
    expect(screen.getByRole('img', { name: '3 out of 5 stars' }).parentElement?.textContent).toBe('');
  });
});
