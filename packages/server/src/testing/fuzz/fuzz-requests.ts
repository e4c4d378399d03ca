import fc from 'fast-check';
import type { FuzzTarget, FuzzWorld } from './fuzz-target';
import { FUZZ_TARGETS, garbageQuery } from './fuzz-targets';
import { multipartBody, type FuzzBody } from './malformed-multipart';
import { garbageValue, mutatedBody, rawBody } from './malformed-values';

/** One malformed request: who sends what where. */
export interface FuzzRequest extends FuzzBody {
  method: string;
  path: string;
  /** The target's method and path template, to tell which endpoint answered what. */
  endpoint: string;
  as: 'owner' | 'annotator' | 'anonymous';
}

function idArbitrary(real: string | undefined): fc.Arbitrary<string> {
  const fake = fc.oneof(
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('x'.repeat(3000), '%', '..', ' '),
  );
  return real ? fc.oneof({ arbitrary: fc.constant(real), weight: 3 }, { arbitrary: fake, weight: 2 }) : fake;
}

function bodyArbitrary(world: FuzzWorld, target: FuzzTarget): fc.Arbitrary<FuzzBody> {
  const json = (value: unknown) => ({
    body: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const options: fc.Arbitrary<FuzzBody>[] = [
    garbageValue.map(json),
    rawBody.map((body) => ({ body, contentType: 'application/json' })),
    fc.constant({}),
    fc.string({ maxLength: 30 }).map((body) => ({ body, contentType: 'text/plain' })),
  ];
  if (target.valid) {
    const valid = target.valid(world);
    options.push(mutatedBody(valid).map(json), mutatedBody(valid).map(json), mutatedBody(valid).map(json));
  }
  if (target.multipart) {
    const upload = multipartBody(target.multipart);
    options.push(upload, upload, upload);
  }
  if (target.bodies) {
    const own = target.bodies(world);
    options.push(own, own, own);
  }
  return fc.oneof(...options);
}

function targetArbitrary(world: FuzzWorld, target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const ids = target.destructive ? [] : target.ids(world);
  const placeholders = target.path.split('{id}').length - 1;
  return fc
    .record({
      ids: fc.tuple(...Array.from({ length: placeholders }, (_, i) => idArbitrary(ids[i]))),
      query: garbageQuery,
      body: bodyArbitrary(world, target),
      as: fc.oneof(
        { arbitrary: fc.constant('owner' as const), weight: 6 },
        { arbitrary: fc.constant('annotator' as const), weight: 2 },
        { arbitrary: fc.constant('anonymous' as const), weight: 1 },
      ),
    })
    .map(({ ids: chosen, query, body, as }) => {
      let index = 0;
      const path = target.path.replace(/\{id\}/g, () => encodeURIComponent(chosen[index++] as string));
      // A target whose path has a query already takes the garbage after it.
      const extra = path.includes('?') && query ? `&${query.slice(1)}` : query;
      return { method: target.method, path: `${path}${extra}`, endpoint: `${target.method} ${target.path}`, ...body, as };
    });
}

/** Requests to every endpoint of `FUZZ_TARGETS`, each as likely as the others. */
export function requestArbitrary(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...FUZZ_TARGETS.map((target) => targetArbitrary(world, target)));
}
