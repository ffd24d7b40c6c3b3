/** Application event listeners are registered here as they are added. */
export {}
