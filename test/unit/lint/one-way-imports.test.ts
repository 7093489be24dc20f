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
    { filename: file('server/routes/bookmarks.ts'), code: "import { s } from '../services/bookmarks';" },
    { filename: file('server/services/bookmarks.ts'), code: "import { isWebAddress } from '../../src/lib/web-address';" },
  ],
  invalid: [
    { filename: file('src/features/bookmarks/a.tsx'), code: "import { d } from '../dashboard/greeting';", errors: [{ messageId: 'upward' }] },
    { filename: file('src/lib/a.ts'), code: "import { r } from '../app/router';", errors: [{ messageId: 'upward' }] },
    { filename: file('src/data/a.ts'), code: "import { B } from '../features/bookmarks/bookmarks-tab';", errors: [{ messageId: 'upward' }] },
    { filename: file('src/data/a.ts'), code: "import { useState } from 'react';", errors: [{ messageId: 'upward' }] },
    { filename: file('src/ui/a.tsx'), code: "import { x } from '../data/user-data';", errors: [{ messageId: 'upward' }] },
    { filename: file('server/db/a.ts'), code: "import { s } from '../services/bookmarks';", errors: [{ messageId: 'upward' }] },
    { filename: file('server/services/a.ts'), code: "import { d } from '../../src/data/user-data';", errors: [{ messageId: 'upward' }] },
  ],
});
