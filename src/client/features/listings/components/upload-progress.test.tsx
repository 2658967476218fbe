// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

afterEach(cleanup);

describe('an upload progress bar', () => {
  it('is named, and shows the share done as a whole percentage', () => {
    render(<UploadProgress label="Uploading photos" value={0.426} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photos' });
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('43%');
    expect(screen.getByText('43%')).toBeTruthy();
  });

  it('stays between 0 and 100 %', () => {
    render(<UploadProgress label="Uploading photos" value={1.7} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
