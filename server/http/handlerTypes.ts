import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationsByTag, operations } from '../contract/openapi.gen';

// Handler types derived from the contract (server/contract/openapi.gen.ts, generated): each feature's
// handler map must name exactly its tag's operationIds, and each handler receives the body,
// params and query its operation declares and must return its success response.

export type OperationId = keyof operations;
export type Tag = keyof OperationsByTag;

type Defined<T, Fallback> = [T] extends [never] ? Fallback : [T] extends [undefined] ? Fallback : T;
type Content<T> = T extends { content: infer C } ? C[keyof C] : never;
type SuccessStatus = 200 | 201 | 202 | 204;

export type BodyOf<K extends OperationId> = Defined<Content<NonNullable<operations[K]['requestBody']>>, undefined>;
export type ParamsOf<K extends OperationId> = Defined<NonNullable<operations[K]['parameters']['path']>, Record<string, never>>;
export type QueryOf<K extends OperationId> = Defined<NonNullable<operations[K]['parameters']['query']>, Record<string, never>>;
export type ReplyOf<K extends OperationId> = Content<operations[K]['responses'][Extract<keyof operations[K]['responses'], SuccessStatus>]>;

export type RequestOf<K extends OperationId> = FastifyRequest<{ Body: BodyOf<K>; Params: ParamsOf<K>; Querystring: QueryOf<K> }>;

/** A handler answers with its operation's success body, or sends the reply itself (204, files, 304). */
export type OperationHandler<K extends OperationId> = (request: RequestOf<K>, reply: FastifyReply) => Promise<ReplyOf<K> | FastifyReply>;

export type HandlersFor<K extends OperationId> = { [Id in K]: OperationHandler<Id> };
export type FeatureHandlers<T extends Tag> = HandlersFor<OperationsByTag[T]>;
/** Every operation of the contract, by tag: a missing, misspelt or extra handler fails the type check. */
export type ContractHandlers = { [T in Tag]: FeatureHandlers<T> };
