import { useCallback } from 'react';
import { useGetUserConfigQuery } from '../../api/users.enhance';
import type { UserElementConfig } from '../../api/users.gen';

/** SPEC section 9: category NOVA_NOVA_TREE is the Default Tree. */
export const DEFAULT_TREE_CATEGORY = 'NOVA_NOVA_TREE';
const DEFAULT_TREE_LABEL = 'Default Tree';

const noConfigs: UserElementConfig[] = [];

/** An upper-case code in words: REPORT_ACCESS is "Report Access". */
const inWords = (code: string) =>
  code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

/**
 * The label of an element category: the user element configuration's (`/user/config`), else
 * SPEC's 'Default Tree', else the category in words (a category an application brought that the
 * configuration does not name yet).
 */
export function categoryLabel(category: string, configs: readonly UserElementConfig[]): string {
  const configured = configs.find((config) => config.category === category)?.label;
  if (configured) return configured;
  return category === DEFAULT_TREE_CATEGORY ? DEFAULT_TREE_LABEL : inWords(category);
}

/** categoryLabel with the configuration loaded from the server. */
export function useCategoryLabel(): (category: string) => string {
  const configs = useGetUserConfigQuery().data ?? noConfigs;
  return useCallback((category: string) => categoryLabel(category, configs), [configs]);
}
