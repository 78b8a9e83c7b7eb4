export const desktop = { width: 1280, height: 800 } as const;
export const mobile = { width: 375, height: 740 } as const;
