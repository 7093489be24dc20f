import { describe, expect, it } from 'vitest';
import { missingMantineStyles } from '../../../scripts/vite/mantine-styles-check';

const mantine = {
  'Button.layer.css': '@layer mantine{.m_77c9d27d{cursor:pointer}.m_80f1301b{display:flex}}',
  'Table.layer.css': '@layer mantine{.m_b23fa0ef{width:100%}}',
  'Typography.layer.css': '@layer mantine{.m_d08caa0 :first-child{margin-top:0}}',
};

describe('Mantine styles check', () => {
  it('names the stylesheet of a component the bundle uses that no emitted stylesheet styles', () => {
    const scripts = ['const classes={root:"m_77c9d27d",inner:"m_80f1301b"};', 'var t={table:"m_b23fa0ef"},u={root:"m_d08caa0"}'];
    const emitted = ['@layer mantine{.m_77c9d27d{cursor:pointer}.m_80f1301b{display:flex}}'];
    expect(missingMantineStyles(scripts, emitted, mantine)).toEqual(['Table.layer.css', 'Typography.layer.css']);
  });

  it('is satisfied when every class the bundle names is styled, and ignores components not in the bundle', () => {
    const scripts = ['const classes={root:"m_77c9d27d"};'];
    const emitted = ['.m_77c9d27d{cursor:pointer}'];
    expect(missingMantineStyles(scripts, emitted, mantine)).toEqual([]);
  });
});
