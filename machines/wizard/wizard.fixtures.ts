/** Sample events of a wizard's step buttons. */
export const stepEvents = {
  'step.next': [{ type: 'step.next' }],
  'step.back': [{ type: 'step.back' }],
} as const;

/** Sample events of a wizard that reads its facts first and signs a previewed document. */
export const loadPreviewSignEvents = {
  'load.retry': [{ type: 'load.retry' }],
  'preview.retry': [{ type: 'preview.retry' }],
  'sign.begin': [{ type: 'sign.begin' }],
  'sign.back': [{ type: 'sign.back' }],
} as const;
