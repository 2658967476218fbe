// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';

afterEach(cleanup);

function renderButton(onConfirm: () => void) {
  render(
    <ConfirmButton
      label="Release the payment"
      title="Release $37.99 to @anna?"
      description={<p>The $37.99 you paid goes to @anna.</p>}
      confirmLabel="Release"
      onConfirm={onConfirm}
    >
      Release
    </ConfirmButton>,
  );
  return screen.getByRole('button', { name: 'Release the payment' });
}

const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

describe('ConfirmButton', () => {
  it('says what happens before acting, and acts only from the dialog’s button', async () => {
    const onConfirm = vi.fn();
    const trigger = renderButton(onConfirm);
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Release $37.99 to @anna?' });
    expect(within(dialog).getByText('The $37.99 you paid goes to @anna.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await closed();
  });

  it('closes on Cancel with nothing done, focus back on the button', async () => {
    const onConfirm = vi.fn();
    const trigger = renderButton(onConfirm);
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape with nothing done, focus back on the button', async () => {
    const onConfirm = vi.fn();
    const trigger = renderButton(onConfirm);
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await closed();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });
});
