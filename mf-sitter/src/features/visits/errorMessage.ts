/**
 * The text to show for a failed load: the server's own message when it sent one (rather than
 * the raw '500: {"message":…}' of the request rule), else the error's message.
 *
 * Duck-typed on purpose: the API client (and so its ApiError class) comes from the shell's copy
 * of shared-contracts at run time, so `instanceof` against this remote's copy would fail.
 */
export function errorMessage(error: Error): string {
  const serverMessage = (error as Error & { serverMessage?: unknown }).serverMessage;
  return typeof serverMessage === 'string' && serverMessage ? serverMessage : error.message;
}
