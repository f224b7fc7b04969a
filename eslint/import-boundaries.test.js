import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester();
const web = (path) => `${import.meta.dirname}/../apps/web/src/${path}`;
const code = (source) => `import x from '${source}'; export default x;`;

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: web('app/router.tsx'), code: code('../features/home/routes/home-page') },
    { filename: web('features/home/routes/home-page.tsx'), code: code('../api/get-site') },
    { filename: web('features/home/routes/home-page.tsx'), code: code('../../../lib/api-client') },
    { filename: web('features/home/routes/home-page.tsx'), code: code('@portal/contract') },
    { filename: web('lib/api-client.ts'), code: code('./storage') },
    { filename: `${import.meta.dirname}/../packages/contract/src/site.ts`, code: code('zod') },
    {
      filename: `${import.meta.dirname}/../packages/contract/src/phone.ts`,
      code: code('libphonenumber-js/mobile'),
    },
    {
      filename: `${import.meta.dirname}/../packages/contract/src/phone.test.ts`,
      code: code('vitest'),
    },
  ],
  invalid: [
    {
      filename: web('features/home/routes/a.tsx'),
      code: code('../../about/routes/about-page'),
      errors: 1,
    },
    {
      filename: web('features/home/routes/a.tsx'),
      code: code('@/features/about/api/x'),
      errors: 1,
    },
    { filename: web('features/home/routes/a.tsx'), code: code('../../../app/router'), errors: 1 },
    { filename: web('lib/api-client.ts'), code: code('../features/home/api/get-site'), errors: 1 },
    { filename: web('components/card.tsx'), code: code('../app/layout/shell'), errors: 1 },
    { filename: web('lib/x.ts'), code: code('@portal/server'), errors: 1 },
    { filename: web('lib/x.ts'), code: code('../../../server/src/app'), errors: 1 },
    {
      filename: `${import.meta.dirname}/../apps/server/src/app.ts`,
      code: code('../../web/src/lib/paths'),
      errors: 1,
    },
    {
      filename: `${import.meta.dirname}/../packages/contract/src/site.ts`,
      code: code('fastify'),
      errors: 1,
    },
    {
      filename: `${import.meta.dirname}/../packages/contract/src/phone.ts`,
      code: code('vitest'),
      errors: 1,
    },
  ],
});
