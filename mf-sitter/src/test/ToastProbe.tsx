import { useToastQueue } from '@housesit/shell/kit';

/**
 * Stands in for the shell's Toaster in component tests: lists the visible toasts (one at a time,
 * as in the product) so a test can read their title and description.
 */
export function ToastProbe() {
  const { toasts } = useToastQueue();
  return (
    <ul aria-label="Toasts">
      {toasts.map((t) => (
        <li key={t.id} data-variant={t.variant ?? 'default'}>
          <strong>{t.title}</strong>
          {t.description ? <span> {t.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}
