// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './theme';
import { registerAppRecipes } from './theme-recipes';

/** The recipes the theme starts with (the login pages'), before the app's are registered. */
const firstRecipes = new Set([
  ...Object.keys(system._config.theme?.recipes ?? {}),
  ...Object.keys(system._config.theme?.slotRecipes ?? {}),
]);
registerAppRecipes();

/**
 * The theme carries only the recipes of the Chakra components the app uses (the rest of
 * Chakra's ~80 would be downloaded by every page for nothing). A component whose recipe is
 * missing renders unstyled without a warning, so this reads the app's imports from
 * @chakra-ui/react, follows each component through Chakra's own modules, and requires every
 * recipe they reach.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chakraEsm = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '..',
  'esm',
);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * The app's files a page loads with it: `files` and what they import statically (dynamic
 * `import()`s are other chunks).
 */
const staticImports = (files: string[]): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^import[^;]*?from\s*'(\.{1,2}\/[^']+)'/gms)) {
      const base = resolve(dirname(file), match[1] ?? '');
      const found = [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')].find((path) => {
        try {
          readFileSync(path);
          return true;
        } catch {
          return false;
        }
      });
      if (found) visit(found);
    }
  };
  for (const file of files) visit(file);
  return [...seen];
};

/** Names the app (or some of its files) imports from @chakra-ui/react. */
const importedNames = (files: string[] = sourceFiles(src)): Set<string> => {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*{([^}]*)}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
};

/** Chakra's export name → the module that defines it (plain and namespace re-exports). */
const chakraExports = (): Map<string, string> => {
  const index = join(chakraEsm, 'index.js');
  const text = readFileSync(index, 'utf8');
  const exports = new Map<string, string>();
  for (const match of text.matchAll(/export\s*{([^}]*)}\s*from\s*'(\.[^']+)'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const [original, alias] = part.trim().split(/\s+as\s+/);
      const name = (alias ?? original ?? '').trim();
      if (name) exports.set(name, resolve(chakraEsm, match[2] ?? ''));
    }
  }
  const namespaces = new Map<string, string>();
  for (const match of text.matchAll(/import\s*\*\s*as\s*([\w$]+)\s*from\s*'([^']+)'/g)) {
    namespaces.set(match[1] ?? '', resolve(chakraEsm, match[2] ?? ''));
  }
  for (const match of text.matchAll(/export\s*{\s*([\w$]+)\s+as\s+(\w+)\s*}/g)) {
    const module = namespaces.get(match[1] ?? '');
    if (module) exports.set(match[2] ?? '', module);
  }
  return exports;
};

/** Recipe keys a module uses, following its imports within Chakra's components. */
const recipeKeysFrom = (modules: Iterable<string>): Set<string> => {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module) || !module.startsWith(chakraEsm)) return;
    seen.add(module);
    const text = readFileSync(module, 'utf8');
    for (const match of text.matchAll(/key:\s*"(\w+)"/g)) keys.add(match[1] ?? '');
    for (const match of text.matchAll(/from\s*'(\.[^']+)'/g)) {
      const next = resolve(dirname(module), match[1] ?? '');
      if (next.includes(`${join(chakraEsm, 'components')}`)) visit(next);
    }
  };
  for (const module of modules) visit(module);
  return keys;
};

describe('theme', () => {
  it('has the recipe of every Chakra component the app uses', () => {
    const exports = chakraExports();
    const modules = [...importedNames()].flatMap((name) => {
      const module = exports.get(name);
      return module ? [module] : [];
    });
    // The analysis itself works: the app's buttons and dialogs are found.
    expect(modules.length).toBeGreaterThan(20);
    const keys = recipeKeysFrom(modules);
    expect(keys).toContain('button');
    expect(keys).toContain('dialog');

    // Only keys that Chakra's default theme styles (a component without a default recipe has
    // nothing to miss).
    const styled = [...keys].filter(
      (key) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key),
    );
    const missing = styled.filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing).toEqual([]);
  });

  it('starts with the recipes of every Chakra component the login pages and error pages use', () => {
    const exports = chakraExports();
    const entry = [
      'main.tsx',
      'app/router.tsx',
      'features/auth/login-page.tsx',
      'features/auth/forgot-password-page.tsx',
      'features/auth/reset-password-page.tsx',
    ].map((file) => join(src, file));
    const modules = [...importedNames(staticImports(entry))].flatMap((name) => {
      const module = exports.get(name);
      return module ? [module] : [];
    });
    const keys = recipeKeysFrom(modules);
    expect(keys).toContain('button');
    expect(keys).toContain('field');
    const styled = [...keys].filter(
      (key) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key),
    );
    expect(styled.filter((key) => !firstRecipes.has(key))).toEqual([]);
    // And the login page does not carry the app's: a table's or a dialog's come later.
    expect(firstRecipes.has('table')).toBe(false);
    expect(firstRecipes.has('dialog')).toBe(false);
  });

  it('has every layer style the app names (a misspelt one would draw nothing)', () => {
    const named = new Set(
      sourceFiles(src).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/layerStyle="([^"]+)"/g)].map((m) => m[1]),
      ),
    );
    expect(named.has('card')).toBe(true);
    const defined = Object.keys(system._config.theme?.layerStyles ?? {});
    expect([...named].filter((name) => !defined.includes(name ?? ''))).toEqual([]);
    expect(system.css({ layerStyle: 'card' })).toMatchObject({
      borderRadius: 'var(--chakra-radii-xl)',
    });
  });

  it('keeps the default theme otherwise: tokens, text styles, the brand palette', () => {
    expect(system.token('colors.red.500')).toBe(defaultSystem.token('colors.red.500'));
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
    expect(system.token('colors.brand.500')).toBe('#1c7df6');
    expect(Object.keys(system._config.theme?.textStyles ?? {})).toEqual(
      Object.keys(defaultSystem._config.theme?.textStyles ?? {}),
    );
  });
});
