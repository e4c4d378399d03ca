import { createRepo, uploadFiles } from '@huggingface/hub';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { describe, expect, it } from 'vitest';
import { STAND_IN_TOKENS } from './standInTokens';
import { standInPerFile } from '../testing/standInPerFile';

const standIn = standInPerFile();

const page = async (path: string) => {
  const res = await fetch(`${standIn().url}${path}`);
  return { status: res.status, type: res.headers.get('Content-Type'), html: await res.text() };
};

const upload = async (name: string, isPrivate: boolean, rows: { text: string; label: string }[]) => {
  const repo = { type: 'dataset' as const, name };
  await createRepo({ repo, hubUrl: standIn().url, accessToken: STAND_IN_TOKENS.write, private: isPrivate });
  const parquet = parquetWriteBuffer({
    columnData: [
      { name: 'text', data: rows.map((r) => r.text), type: 'STRING' },
      { name: 'label.responses', data: rows.map((r) => [r.label]) },
    ],
  });
  await uploadFiles({
    repo,
    hubUrl: standIn().url,
    accessToken: STAND_IN_TOKENS.write,
    files: [
      { path: 'data/train-00000-of-00001.parquet', content: new Blob([parquet]) },
      { path: 'README.md', content: new Blob([`# ${name}`]) },
    ],
  });
};

describe('hub pages', () => {
  it("serves a dataset's page with its files and first rows, where 'Go to Hub' leads", async () => {
    const imdb = await page('/datasets/stanfordnlp/imdb');
    expect(imdb.status).toBe(200);
    expect(imdb.type).toMatch(/^text\/html/);
    expect(imdb.html).toContain('<h1>stanfordnlp/imdb</h1>');
    const href = /href="([^"]*plain_text\/train\/0000\.parquet)"/.exec(imdb.html)?.[1];
    expect(href).toBe(
      '/datasets/stanfordnlp/imdb/resolve/refs%2Fconvert%2Fparquet/plain_text/train/0000.parquet',
    );
    const file = await fetch(`${standIn().url}${href}`);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 4))).toBe('PAR1');
    expect(imdb.html).toContain('25,000 rows');
    expect(imdb.html.match(/<tr>/g)).toHaveLength(21);
  });

  it('shows an uploaded repository with the rows of its parquet file, escaped; a private one is not found', async () => {
    await upload('standin-user/pages-public', false, [
      { text: '<script>alert(1)</script>', label: 'good' },
      { text: 'plain', label: 'bad' },
    ]);
    const shown = await page('/datasets/standin-user/pages-public');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('data/train-00000-of-00001.parquet');
    expect(shown.html).toContain('2 rows');
    expect(shown.html).toContain('<th scope="col">label.responses</th>');
    expect(shown.html).toContain('[&#34;good&#34;]');
    expect(shown.html).not.toContain('<script>');
    expect(shown.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');

    await upload('standin-user/pages-private', true, [{ text: 'secret', label: 'x' }]);
    const hidden = await page('/datasets/standin-user/pages-private');
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain('secret');
    expect((await page('/datasets/nobody/nothing')).status).toBe(404);
  });

  it('embeds the dataset viewer on its real path, for the first split or a chosen one', async () => {
    const first = await page('/datasets/argilla/synthetic-text-to-image/embed/viewer');
    expect(first.status).toBe(200);
    expect(first.html).toContain('350 rows');
    expect(first.html).toMatch(
      /<img src="http:\/\/127\.0\.0\.1:\d+\/assets\/argilla\/synthetic-text-to-image\/[^"]+" alt="image">/,
    );
    const test = await page('/datasets/HuggingFaceH4/no_robots/embed/viewer/default/test');
    expect(test.html).toContain('100 rows');
    expect(test.html).toContain('aria-current="page">default / test</a>');
    const unknown = await page('/datasets/HuggingFaceH4/no_robots/embed/viewer/default/nope');
    expect(unknown.html).toContain('The dataset viewer is not available for this split.');
    expect((await page('/datasets/marginalia-stand-in/private-dataset/embed/viewer')).status).toBe(404);
  });
});
