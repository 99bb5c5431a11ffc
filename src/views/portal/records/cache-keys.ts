/** Data-cache keys the records screens share between their loaders and their writes. */
export const NOTIFICATIONS_KEY = 'notifications';

/** The content of one document (base64 PDF), loaded when the customer opens, previews or downloads it. */
export const documentContentKey = (id: number): string => `document-content:${id}`;
