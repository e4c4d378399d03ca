import { questionCreateSchema, questionUpdateSchema } from '@marginalia/core';
import type { Hono } from 'hono';
import { datasetChildRoutes } from '../datasets/dataset-child-routes';
import type { AppEnv } from '../http/app-env';
import { serializeQuestion } from './question-serializer';
import { createQuestion, deleteQuestion, listQuestions, updateQuestion } from './questions-service';

/** Question routes (contract §10). */
export function questionsRoutes(): Hono<AppEnv> {
  return datasetChildRoutes({
    path: 'questions',
    idParam: 'question_id',
    serialize: serializeQuestion,
    list: { run: listQuestions },
    create: { schema: questionCreateSchema, run: createQuestion },
    update: { schema: questionUpdateSchema, run: updateQuestion },
    remove: deleteQuestion,
  });
}
