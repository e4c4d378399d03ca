import type {
  CommentCreate,
  CommentUpdate,
  WireComment,
  WireCommentedRecords,
  WireComments,
  WireMentions,
} from './wire/comments';
import type { Requester } from './createRequester';
import type { ReadOptions } from './readOptions';

/** Comments on records, on Marginalia's paths beside the Argilla wire (docs/comments-and-history.md). */
export interface CommentCalls {
  /** GET /v1/records/{id}/comments: the record's comments, oldest first. */
  getRecordComments(recordId: string, options?: ReadOptions): Promise<WireComments>;
  /** POST /v1/records/{id}/comments: a new open comment; its `@username`s of members become mentions. */
  createComment(recordId: string, body: CommentCreate): Promise<WireComment>;
  /** PATCH /v1/comments/{id}: a new body (its author) and/or resolved (its author, reviewers, admins). */
  updateComment(commentId: string, body: CommentUpdate): Promise<WireComment>;
  /** DELETE /v1/comments/{id} (its author, admins): the comment as it was. */
  deleteComment(commentId: string): Promise<WireComment>;
  /** GET /v1/datasets/{id}/comments/records: the dataset's records with comments, open counts, mentions of me. */
  getCommentedRecords(datasetId: string, options?: ReadOptions): Promise<WireCommentedRecords>;
  /** GET /v1/me/mentions: the caller's open mentions, newest first. */
  getMyMentions(options?: ReadOptions): Promise<WireMentions>;
}

const segment = encodeURIComponent;

/** The comment calls of `createApiClient` over one requester. */
export function commentCalls(request: Requester): CommentCalls {
  return {
    getRecordComments: (recordId, options) =>
      request('GET', `/records/${segment(recordId)}/comments`, options),
    createComment: (recordId, body) =>
      request('POST', `/records/${segment(recordId)}/comments`, { json: body }),
    updateComment: (commentId, body) => request('PATCH', `/comments/${segment(commentId)}`, { json: body }),
    deleteComment: (commentId) => request('DELETE', `/comments/${segment(commentId)}`),
    getCommentedRecords: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/comments/records`, options),
    getMyMentions: (options) => request('GET', '/me/mentions', options),
  };
}
