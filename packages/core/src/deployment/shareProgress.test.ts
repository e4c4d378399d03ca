import { describe, expect, it } from 'vitest';
import {
  canShareProgress,
  isSubmittedMilestone,
  readShareProgressParams,
  shareProgressImageUrl,
  shareProgressPath,
} from './shareProgress';

describe('share your progress rules', () => {
  it('offers sharing only when enabled and at least 2 responses are submitted', () => {
    expect(canShareProgress({ enabled: true, submitted: 2 })).toBe(true);
    expect(canShareProgress({ enabled: true, submitted: 1 })).toBe(false);
    expect(canShareProgress({ enabled: false, submitted: 50 })).toBe(false);
  });

  it('plays the submitted animation on every 10th submission', () => {
    expect([0, 9, 10, 11, 20, 30, 35].map(isSubmittedMilestone)).toEqual([false, false, true, false, true, true, false]);
  });

  it('writes and reads the share page query', () => {
    const params = { userName: 'ann', recordsSubmitted: 12, teamProgress: 40.5, datasetName: 'my data', datasetId: 'd1' };
    const path = shareProgressPath(params);
    expect(path).toBe(
      '/share-your-progress?user_name=ann&records_submitted=12&team_progress=40.5&dataset_name=my+data&dataset_id=d1',
    );
    expect(readShareProgressParams(new URL(path, 'http://x').searchParams)).toEqual(params);
    expect(readShareProgressParams(new URLSearchParams('records_submitted=abc'))).toEqual({
      userName: '',
      recordsSubmitted: 0,
      teamProgress: 0,
      datasetName: '',
      datasetId: '',
    });
  });

  it('asks the image service for a 1200 px wide preview of the share page', () => {
    expect(shareProgressImageUrl('https://a.org/share-your-progress?user_name=ann')).toBe(
      'https://image.thum.io/get/width/1200/https://a.org/share-your-progress?user_name=ann',
    );
    expect(shareProgressImageUrl('https://a.org/s', 'https://img.example/{width}?url=')).toBe(
      'https://img.example/1200?url=https://a.org/s',
    );
  });
});
