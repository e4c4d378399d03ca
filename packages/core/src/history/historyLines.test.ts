import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de/history.json';
import en from '../../../../locales/en/history.json';
import es from '../../../../locales/es/history.json';
import type { WireHistoryEntry } from '../api/wire/history';
import { createI18n } from '../i18n/createI18n';
import { defineTranslations, ensureTranslations } from '../i18n/translationBundle';
import { historyAnswerText } from './historyAnswerText';
import { historyLines, type HistoryLine } from './historyLines';
import { HISTORY_MESSAGE_KEYS, historyMessageParams } from './historyMessageKeys';
import { historyTimeAgo } from './historyTimeAgo';

const NOW = Date.parse('2026-11-29T12:00:00Z');

let sequence = 0;
function entry(fields: Partial<WireHistoryEntry>): WireHistoryEntry {
  sequence += 1;
  return {
    id: `h${sequence}`,
    at: '2026-11-26T11:00:00.123456',
    user_id: 'u-alice',
    username: 'Alice',
    dataset_id: 'ds',
    record_id: 'r1',
    entity: 'response',
    entity_id: 'resp-1',
    action: 'create',
    before: null,
    after: { status: 'submitted', values: { label: { value: 'positive' } } },
    ...fields,
  };
}

function render(lines: HistoryLine[], lng: 'en' | 'de' | 'es' = 'en'): string[] {
  const i18n = createI18n({ lng });
  ensureTranslations(i18n, defineTranslations('history', { en, de, es }));
  const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, { ns: 'history', ...params });
  return lines.map((line) =>
    line.segments
      .flatMap((s) => [
        t(
          s.message.key,
          historyMessageParams(s.message.params, (key) => t(key)),
        ),
        t(s.ago.key, s.ago.params),
      ])
      .join(t('separator')),
  );
}

describe('historyLines', () => {
  it("tells an answer's changes on one line: who submitted what, when, and who changed it in a review", () => {
    const entries = [
      entry({}),
      entry({
        entity: 'review',
        entity_id: 'r1',
        at: '2026-11-28T12:00:00',
        user_id: 'u-bob',
        username: 'Bob',
        before: null,
        after: { status: 'accepted', values: { label: { value: 'neutral' } }, comment: null },
      }),
    ];
    expect(render(historyLines(entries, NOW))).toEqual([
      "Alice submitted 'positive' · 3 days ago",
      "changed to 'neutral' by Bob (review) · 1 day ago",
    ]);
  });

  it('keeps every change of one answer on its line, in order, with who and when', () => {
    const entries = [
      entry({}),
      entry({
        action: 'update',
        at: '2026-11-29T10:30:00',
        before: { status: 'submitted', values: { label: { value: 'positive' } } },
        after: { status: 'submitted', values: { label: { value: 'neutral' } } },
      }),
      entry({
        action: 'review',
        at: '2026-11-29T11:58:30',
        user_id: 'u-bob',
        username: 'Bob',
        before: { status: 'submitted', values: { label: { value: 'neutral' } } },
        after: { status: 'draft', values: { label: { value: 'neutral' } } },
      }),
      entry({
        action: 'update',
        at: '2026-11-29T11:59:30',
        before: { status: 'draft', values: { label: { value: 'neutral' } } },
        after: { status: 'submitted', values: { label: { value: 'neutral' } } },
      }),
    ];
    const lines = historyLines(entries, NOW);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.segments.map((s) => s.userId)).toEqual(['u-alice', 'u-alice', 'u-bob', 'u-alice']);
    expect(render(lines)).toEqual([
      "Alice submitted 'positive' · 3 days ago · changed to 'neutral' by Alice · 1 hour ago · " +
        'sent back to draft by Bob (review) · 1 minute ago · submitted by Alice · just now',
    ]);
  });

  it('puts each answer, the record and its suggestions on lines of their own, a deleted user as someone', () => {
    const entries = [
      entry({ entity: 'record', entity_id: 'r1', username: null, user_id: null, after: { fields: {} } }),
      entry({ entity_id: 'resp-1' }),
      entry({
        entity_id: 'resp-2',
        username: 'Bob',
        after: { status: 'draft', values: { label: { value: 'negative' } } },
      }),
      entry({ entity: 'suggestion', entity_id: 's1', after: { value: ['a', 'b'] } }),
      entry({ entity_id: 'resp-1', action: 'delete', after: null }),
    ];
    expect(render(historyLines(entries, NOW))).toEqual([
      'someone created the record · 3 days ago',
      "Alice submitted 'positive' · 3 days ago · deleted by Alice · 3 days ago",
      "Bob saved a draft 'negative' · 3 days ago",
      "Alice added the suggestion 'a, b' · 3 days ago",
    ]);
    expect(render(historyLines(entries.slice(1, 2), NOW), 'de')).toEqual([
      "Alice hat 'positive' abgeschickt · vor 3 Tagen",
    ]);
    expect(render(historyLines(entries.slice(1, 2), NOW), 'es')).toEqual([
      "Alice envió 'positive' · hace 3 días",
    ]);
  });

  it('names a settings change by its entity and action', () => {
    const lines = historyLines(
      [entry({ entity: 'question', entity_id: 'q1', action: 'update', record_id: null })],
      NOW,
    );
    expect(render(lines)).toEqual(['Alice: Question · changed · 3 days ago']);
  });
});

describe('historyAnswerText', () => {
  it('shows labels, several labels, rankings by rank, spans by label, numbers and texts', () => {
    expect(historyAnswerText({ label: { value: 'positive' } })).toBe('positive');
    expect(historyAnswerText({ topics: { value: ['price', 'quality'] }, rating: { value: 4 } })).toBe(
      'price, quality, 4',
    );
    expect(
      historyAnswerText({
        order: {
          value: [
            { value: 'b', rank: 2 },
            { value: 'a', rank: 1 },
          ],
        },
      }),
    ).toBe('a > b');
    expect(historyAnswerText({ spans: { value: [{ label: 'PER', start: 0, end: 3 }] } })).toBe('PER');
    expect(historyAnswerText(null)).toBe('');
    expect(historyAnswerText({ label: { value: 'positive' }, duration: { value: 12 } })).toBe('positive');
  });
});

describe('historyTimeAgo', () => {
  it('counts whole units down from minutes to years', () => {
    const ago = (at: string) => historyTimeAgo(at, NOW);
    expect(ago('2026-11-29T11:59:30')).toEqual({ key: HISTORY_MESSAGE_KEYS.justNow });
    expect(ago('2026-11-29T11:01:00')).toEqual({
      key: HISTORY_MESSAGE_KEYS.minutesAgo,
      params: { count: 59 },
    });
    expect(ago('2026-11-29T09:00:00')).toEqual({ key: HISTORY_MESSAGE_KEYS.hoursAgo, params: { count: 3 } });
    expect(ago('2026-10-31T12:00:00')).toEqual({ key: HISTORY_MESSAGE_KEYS.daysAgo, params: { count: 29 } });
    expect(ago('2026-01-01T12:00:00')).toEqual({
      key: HISTORY_MESSAGE_KEYS.monthsAgo,
      params: { count: 11 },
    });
    expect(ago('2024-11-29T12:00:00')).toEqual({ key: HISTORY_MESSAGE_KEYS.yearsAgo, params: { count: 2 } });
  });
});
