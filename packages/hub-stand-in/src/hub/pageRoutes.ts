import { Hono, type Context } from 'hono';
import { parquetMetadata, parquetReadObjects, parquetSchema } from 'hyparquet';
import { findSplit } from '../catalog/catalog';
import type { StandInDataset } from '../catalog/StandInDataset';
import { rowItems } from '../datasets-server/datasetRowsRoutes';
import { PARQUET_REVISION, parquetPath, type StandInContext } from '../StandInContext';
import { visibleRepo } from './hubRoutes';
import { escapeHtml, htmlPage, rowsTable } from './pageHtml';
import type { UploadedRepo } from './RepoStore';

/** Rows a page or the viewer shows of a split or an uploaded parquet file. */
const SHOWN_ROWS = 20;

function notFoundPage(c: Context): Response {
  return c.html(
    htmlPage('404', '<h1>404</h1><p>Sorry, we can’t find the page you are looking for.</p>'),
    404,
  );
}

function resolveLink(id: string, revision: string, path: string): string {
  const href = `/datasets/${id}/resolve/${encodeURIComponent(revision)}/${path}`;
  return `<a href="${escapeHtml(href)}" download>${escapeHtml(path)}</a>`;
}

/** The first rows of a catalog split, its split links above them. */
function catalogViewer(c: Context, dataset: StandInDataset, config: string, split: string): string {
  const found = findSplit(dataset, config, split);
  if (!found) return '<p>The dataset viewer is not available for this split.</p>';
  const links = dataset.configs
    .flatMap((cfg) => cfg.splits.map((s) => [cfg.name, s.name] as const))
    .map(([cfgName, splitName]) => {
      const href = `/datasets/${dataset.id}/embed/viewer/${cfgName}/${splitName}`;
      const current = cfgName === config && splitName === split ? ' aria-current="page"' : '';
      return `<a href="${escapeHtml(href)}"${current}>${escapeHtml(`${cfgName} / ${splitName}`)}</a>`;
    })
    .join(' · ');
  const rows = rowItems(c, dataset, config, split, 0, Math.min(SHOWN_ROWS, found.split.numRows));
  return `<p>${links}</p><p>${found.split.numRows.toLocaleString('en')} rows</p>${rowsTable(
    Object.keys(dataset.features),
    rows.map((item) => item.row),
  )}`;
}

/** The first rows of each parquet file an upload holds (an export's data), read back with hyparquet. */
async function uploadedViewer(repo: UploadedRepo): Promise<string> {
  const parts: string[] = [];
  for (const [path, file] of repo.files) {
    if (!path.endsWith('.parquet')) continue;
    const buffer = file.content.slice().buffer;
    try {
      const metadata = parquetMetadata(buffer);
      const rows = await parquetReadObjects({ file: buffer, metadata, rowEnd: SHOWN_ROWS });
      const columns = parquetSchema(metadata).children.map((child) => child.element.name);
      parts.push(
        `<h2>${escapeHtml(path)}</h2><p>${Number(metadata.num_rows).toLocaleString('en')} rows</p>${rowsTable(columns, rows)}`,
      );
    } catch (error) {
      parts.push(
        `<h2>${escapeHtml(path)}</h2><p>Not a readable parquet file: ${escapeHtml(String(error))}</p>`,
      );
    }
  }
  return parts.length > 0 ? parts.join('') : '<p>No parquet file in this repository.</p>';
}

/**
 * The hub's HTML pages at their real paths, so links into the hub work offline: a dataset's page
 * (`/datasets/{owner}/{name}`, where 'Go to Hub' leads) with its files and first rows, and the dataset viewer's
 * embed (`/datasets/{owner}/{name}/embed/viewer[/{config}/{split}]`). Private repositories are not shown (a
 * browser sends no token).
 */
export function pageRoutes(context: StandInContext): Hono {
  const routes = new Hono();

  routes.get('/datasets/:owner/:name', async (c) => {
    const found = visibleRepo(context, c, `${c.req.param('owner')}/${c.req.param('name')}`);
    if (!found) return notFoundPage(c);
    const id = found.kind === 'catalog' ? found.dataset.id : found.repo.id;
    const badge = found.kind === 'uploaded' && found.repo.private ? '<span class="badge">private</span>' : '';
    const files =
      found.kind === 'catalog'
        ? found.dataset.configs.flatMap((cfg) =>
            cfg.splits.map((s) => resolveLink(id, PARQUET_REVISION, parquetPath(cfg.name, s.name))),
          )
        : [...found.repo.files.keys()].map((path) => resolveLink(id, 'main', path));
    const [config] = found.kind === 'catalog' ? found.dataset.configs : [];
    const viewer =
      found.kind === 'catalog'
        ? catalogViewer(c, found.dataset, config!.name, config!.splits[0]!.name)
        : await uploadedViewer(found.repo);
    const body = `<h1>${escapeHtml(id)}${badge}</h1><h2>Files</h2><ul>${files
      .map((link) => `<li>${link}</li>`)
      .join('')}</ul><h2>Dataset viewer</h2>${viewer}`;
    return c.html(htmlPage(`${id} · Datasets at the hub stand-in`, body));
  });

  routes.get('/datasets/:owner/:name/embed/viewer/:config?/:split?', async (c) => {
    const found = visibleRepo(context, c, `${c.req.param('owner')}/${c.req.param('name')}`);
    if (!found) return notFoundPage(c);
    if (found.kind === 'uploaded') return c.html(htmlPage(found.repo.id, await uploadedViewer(found.repo)));
    const { dataset } = found;
    const config = c.req.param('config') ?? dataset.configs[0]!.name;
    const split =
      c.req.param('split') ?? dataset.configs.find((cfg) => cfg.name === config)?.splits[0]?.name ?? '';
    return c.html(htmlPage(dataset.id, catalogViewer(c, dataset, config, split)));
  });

  return routes;
}
