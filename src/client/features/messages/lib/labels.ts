/** A message's first non-empty line, for the inbox's preview. */
export function firstLine(body: string): string {
  return (
    body
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}
