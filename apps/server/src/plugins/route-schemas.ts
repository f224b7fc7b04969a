import { apiErrorSchema } from '@portal/contract';

/** OpenAPI security of a route that needs `Authorization: Bearer <token>`. */
export const bearer = [{ bearer: [] }];

/** The uniform error body (DESIGN §3) under each status a route may answer with. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as {
    [Code in Codes[number]]: typeof apiErrorSchema;
  };
}
