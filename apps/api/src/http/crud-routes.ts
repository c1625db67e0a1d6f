import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import type { Page } from '../domain/paging.ts';
import type { BackOfficeRole } from './admin-access.ts';
import { currentUser, type RequestUser } from './auth.ts';
import { list, ok } from './envelope.ts';
import { uuidParam } from './query.ts';

/** What the back office does to one kind of record: the services' shared shape (modules/audit/record-editor.ts). */
export interface RecordEditing<Query, Create, Patch> {
  list(query: Query): Promise<Page<unknown>>;
  get(id: string): Promise<unknown>;
  create(actor: RequestUser, input: Create): Promise<unknown>;
  update(actor: RequestUser, id: string, patch: Patch): Promise<unknown>;
  remove(actor: RequestUser, id: string): Promise<void>;
}

/** One row of a module's table of back-office records: the five routes of `path` are built from it. */
export interface EditableKind<Query, Create, Patch> {
  path: string;
  editor: RecordEditing<Query, Create, Patch>;
  /** The list's query string; a list without one takes none. */
  query?: ZodType<Query>;
  create: ZodType<Create>;
  patch: ZodType<Patch>;
  /** What the answer to each write says. */
  said: { created: string; saved: string; deleted: string };
}

/** Checks a row against its editor's types; the table of rows then holds kinds of every type. */
export function editableKind<Query, Create, Patch>(
  kind: EditableKind<Query, Create, Patch>,
): EditableKind<unknown, unknown, unknown> {
  return kind as EditableKind<unknown, unknown, unknown>;
}

const IdParams = z.object({ id: uuidParam('id') });

/**
 * The list, read, create, update and delete routes of each kind, written once: `read` may list and open records,
 * `write` may change them (docs/admin.md#roles).
 */
export function editableKindRoutes(
  fastify: FastifyInstance,
  kinds: EditableKind<unknown, unknown, unknown>[],
  roles: { read: BackOfficeRole; write: BackOfficeRole },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = { role: roles.read };
  const write = { role: roles.write };
  for (const { path, editor, query, create, patch, said } of kinds) {
    app.get(path, { config: read, schema: query ? { querystring: query } : {} }, async (request) =>
      list(await editor.list(request.query)),
    );
    app.get(`${path}/:id`, { config: read, schema: { params: IdParams } }, async (request) =>
      ok(await editor.get(request.params.id)),
    );
    app.post(path, { config: write, schema: { body: create } }, async (request) =>
      ok(await editor.create(currentUser(request), request.body), said.created),
    );
    app.patch(`${path}/:id`, { config: write, schema: { params: IdParams, body: patch } }, async (request) =>
      ok(await editor.update(currentUser(request), request.params.id, request.body), said.saved),
    );
    app.delete(`${path}/:id`, { config: write, schema: { params: IdParams } }, async (request) => {
      await editor.remove(currentUser(request), request.params.id);
      return ok(null, said.deleted);
    });
  }
}
