import { expect, type APIRequestContext } from '@playwright/test';
import type {
  SearchRecordsBody,
  WireDataset,
  WireDatasetMetrics,
  WireDatasetProgress,
  WireField,
  WireQuestion,
  WireRecord,
  WireSearchResult,
  WireToken,
} from '@marginalia/core';

/** The demo users the reference server seeds on a fresh database. */
export const OWNER_API_KEY = 'owner.apikey';
export const ANNOTATOR = { username: 'annotator', password: '12345678' };

/** Talks to the real server the test started, as the owner (api key) or as a signed-in user (bearer). */
export class ServerApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly headers: Record<string, string> = { 'X-Argilla-Api-Key': OWNER_API_KEY },
  ) {}

  static async signIn(request: APIRequestContext, username: string, password: string): Promise<ServerApi> {
    const response = await request.post('/api/v1/token', { form: { username, password } });
    if (response.status() !== 201) throw new Error(`sign-in failed: ${response.status()}`);
    const token = (await response.json()) as WireToken;
    return new ServerApi(request, { Authorization: `Bearer ${token.access_token}` });
  }

  private async get<T>(path: string): Promise<T> {
    const response = await this.request.get(`/api/v1${path}`, { headers: this.headers });
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
    return (await response.json()) as T;
  }

  datasets(): Promise<{ items: WireDataset[] }> {
    return this.get('/me/datasets');
  }
  fields(datasetId: string): Promise<{ items: WireField[] }> {
    return this.get(`/datasets/${datasetId}/fields`);
  }
  questions(datasetId: string): Promise<{ items: WireQuestion[] }> {
    return this.get(`/datasets/${datasetId}/questions`);
  }
  progress(datasetId: string): Promise<WireDatasetProgress> {
    return this.get(`/datasets/${datasetId}/progress`);
  }
  metrics(datasetId: string): Promise<WireDatasetMetrics> {
    return this.get(`/me/datasets/${datasetId}/metrics`);
  }
  record(recordId: string): Promise<WireRecord> {
    return this.get(`/records/${recordId}`);
  }

  /**
   * The record once the server holds a submitted response to it. Submit in focus mode is optimistic (issue 27): the
   * next record shows before the answer is stored, so a flow reading it right after the swap waits for it.
   */
  async recordWithSubmittedResponse(recordId: string): Promise<WireRecord> {
    const submitted = async () =>
      (await this.record(recordId)).responses?.some((response) => response.status === 'submitted') ?? false;
    await expect.poll(submitted).toBe(true);
    return this.record(recordId);
  }

  /** The caller's pending queue, as the annotation page asks for it. */
  async pendingRecords(datasetId: string, limit: number): Promise<WireSearchResult> {
    const body: SearchRecordsBody = {
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
          { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
        ],
      },
    };
    const response = await this.request.post(
      `/api/v1/me/datasets/${datasetId}/records/search?include=responses,suggestions&offset=0&limit=${limit}`,
      { headers: this.headers, data: body },
    );
    if (!response.ok()) throw new Error(`search: ${response.status()}`);
    return (await response.json()) as WireSearchResult;
  }
}
