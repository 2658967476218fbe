// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StyleTagsInput } from './style-tags-input';

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <StyleTagsInput value={tags} onChange={setTags} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const tags = () => screen.getByTestId('tags').textContent;
const input = () => screen.getByRole('textbox', { name: 'Style tags' });

afterEach(cleanup);

describe('StyleTagsInput', () => {
  it('adds a trimmed tag on Enter without submitting the form', () => {
    let submitted = false;
    render(
      <form onSubmit={() => (submitted = true)}>
        <Harness />
      </form>,
    );
    fireEvent.change(input(), { target: { value: '  vintage ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toBe('vintage');
    expect(submitted).toBe(false);
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('adds on a comma and on blur, ignoring case-insensitive duplicates and empties', () => {
    render(<Harness initial={['Boho']} />);
    fireEvent.change(input(), { target: { value: 'boho,' } });
    expect(tags()).toBe('Boho');
    fireEvent.change(input(), { target: { value: '90s, ,denim,' } });
    expect(tags()).toBe('Boho|90s|denim');
    fireEvent.change(input(), { target: { value: 'summer' } });
    fireEvent.blur(input());
    expect(tags()).toBe('Boho|90s|denim|summer');
  });

  it('removes a chip, and says why a tag was refused', () => {
    render(<Harness initial={['a', 'b']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag a' }));
    expect(tags()).toBe('b');
    fireEvent.change(input(), { target: { value: 'x'.repeat(31) } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toBe('b');
    expect(screen.getByText('Tags can be at most 30 characters')).toBeTruthy();
  });
});
