import { useLayoutEffect } from 'react';
import type { FormApi } from 'final-form';
import { SERVER_PAGE_ID } from '../../server-page';

/**
 * What was typed into the server's HTML of this form (decision 020) before the app took over:
 * copied into the app's form, and the focus moved to the same field, in the commit that replaces
 * the server's page (a layout effect; the take-over itself runs after it in that commit).
 */
export function AdoptServerValues<V extends object>({ form, names }: { form: FormApi<V>; names: readonly (keyof V & string)[] }) {
  useLayoutEffect(() => {
    const page = document.getElementById(SERVER_PAGE_ID);
    if (!page) return;
    for (const name of names) {
      const field = page.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (field?.value) form.change(name, field.value as V[typeof name]);
    }
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.id && page.contains(active)) {
      const id = active.id;
      // After this commit the server's copy (same id) is gone and the app's field is the only one.
      queueMicrotask(() => document.getElementById(id)?.focus());
    }
  }, [form, names]);
  return null;
}
