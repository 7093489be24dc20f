import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { oneWayImports } from '../../../scripts/eslint/one-way-imports.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../../..');
const file = (rel: string) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('one-way-imports', oneWayImports, {
  valid: [
    { filename: file('src/features/bookmarks/bookmarks-tab.tsx'), code: "import { x } from '../../data/user-data';" },
    { filename: file('src/features/bookmarks/bookmarks-tab.tsx'), code: "import { y } from './bookmark-card';" },
    { filename: file('src/app/router.tsx'), code: "const p = import('../features/dashboard/dashboard-page');" },
    { filename: file('src/data/sync/engine.ts'), code: "import { z } from '../../lib/backoff';" },
    { filename: file('src/features/bookmarks/bookmarks-tab.tsx'), code: "import { u } from '../../hooks/use-refused-changes';" },
    { filename: file('src/hooks/use-refused-changes.ts'), code: "import { r } from '../data/sync/refused-changes';" },
    { filename: file('server/bookmarks/bookmark-service.ts'), code: "import { isWebAddress } from '../../src/lib/web-address';" },
    { filename: file('server/bookmarks/bookmark-service.ts'), code: "import { e } from './bookmark-entity';" },
    {
      filename: file('server/tasks/task-service.ts'),
      code: "import { o } from '../sync/entity'; import { d } from '../db/database'; import { h } from '../http/api-error'; import { a } from '../auth/authenticate';",
    },
    { filename: file('server/study/weekly-generate-routes.ts'), code: "import { m } from '../llm/language-model';" },
    { filename: file('server/api-routes.ts'), code: "import { t } from './tasks/task-entity';" },
    { filename: file('server/synced-entities.ts'), code: "import { t } from './tasks/task-entity';" },
    { filename: file('server/study/weekly-plan-inputs.ts'), code: "import { t } from '../tasks/task-service';" },
  ],
  invalid: [
    { filename: file('src/features/bookmarks/a.tsx'), code: "import { d } from '../dashboard/greeting';", errors: [{ messageId: 'upward' }] },
    { filename: file('src/lib/a.ts'), code: "import { r } from '../app/router';", errors: [{ messageId: 'upward' }] },
    { filename: file('src/data/a.ts'), code: "import { B } from '../features/bookmarks/bookmarks-tab';", errors: [{ messageId: 'upward' }] },
    { filename: file('src/data/a.ts'), code: "import { useState } from 'react';", errors: [{ messageId: 'upward' }] },
    { filename: file('src/ui/a.tsx'), code: "import { x } from '../data/user-data';", errors: [{ messageId: 'upward' }] },
    { filename: file('src/hooks/a.ts'), code: "import { B } from '../features/bookmarks/bookmarks-tab';", errors: [{ messageId: 'upward' }] },
    { filename: file('src/data/a.ts'), code: "import { u } from '../hooks/use-refused-changes';", errors: [{ messageId: 'upward' }] },
    { filename: file('server/db/a.ts'), code: "import { s } from '../sync/entity';", errors: [{ messageId: 'upward' }] },
    { filename: file('server/sync/a.ts'), code: "import { d } from '../../src/data/user-data';", errors: [{ messageId: 'upward' }] },
    { filename: file('server/tasks/a.ts'), code: "import { b } from '../bookmarks/bookmark-service';", errors: [{ messageId: 'upward' }] },
    { filename: file('server/tasks/a.ts'), code: "export { b } from '../bookmarks/bookmark-service';", errors: [{ messageId: 'upward' }] },
    { filename: file('server/tasks/a.ts'), code: "import { r } from '../api-routes';", errors: [{ messageId: 'upward' }] },
    { filename: file('server/http/a.ts'), code: "import { t } from '../tasks/task-service';", errors: [{ messageId: 'upward' }] },
    { filename: file('server/sync/batch-service.ts'), code: "import { t } from '../tasks/task-entity';", errors: [{ messageId: 'upward' }] },
    // An allowed cross-domain read is allowed only to the file that has it, and only of the file listed.
    { filename: file('server/study/weekly-plan-inputs.ts'), code: "import { b } from '../bookmarks/bookmark-service';", errors: [{ messageId: 'upward' }] },
    { filename: file('server/study/weekly-plan-service.ts'), code: "import { t } from '../tasks/task-service';", errors: [{ messageId: 'upward' }] },
  ],
});
