import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveShow, Question } from '#shared/live-shows';
import { addQuestion, liveShowKeys, patchShow } from './live-shows';

const show = { id: 's1', questionCount: 1, viewerCount: 0, status: 'live' } as LiveShow;
const question = (id: string): Question => ({
  id,
  showId: 's1',
  body: `Question ${id}`,
  createdAt: new Date(0).toISOString(),
  author: { handle: 'sam_shops', display: 'Sam' },
});

function cache() {
  const client = new QueryClient();
  client.setQueryData(liveShowKeys.show('s1'), { show });
  client.setQueryData(liveShowKeys.questions('s1'), { questions: [question('a')] });
  return client;
}

describe('live show cache updates', () => {
  it('add a pushed question once, even when the POST answer and the stream both bring it', () => {
    const client = cache();
    addQuestion(client, 's1', question('b'));
    addQuestion(client, 's1', question('b'));
    const { questions } = client.getQueryData(liveShowKeys.questions('s1')) as { questions: Question[] };
    expect(questions.map((q) => q.id)).toEqual(['a', 'b']);
    expect((client.getQueryData(liveShowKeys.show('s1')) as { show: LiveShow }).show.questionCount).toBe(2);
  });

  it('merge status and viewer changes into the cached show', () => {
    const client = cache();
    patchShow(client, 's1', { viewerCount: 7 });
    patchShow(client, 's1', { status: 'ended', endedAt: '2030-01-01T00:00:00.000Z' });
    expect((client.getQueryData(liveShowKeys.show('s1')) as { show: LiveShow }).show).toMatchObject({
      viewerCount: 7,
      status: 'ended',
      questionCount: 1,
    });
  });
});
