export const confidence = { label: 'Low confidence — check the source' };
