import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Preact runs effects after the next frame, with a 35 ms timer as fallback that then calls
// cancelAnimationFrame: let those timers fire while jsdom still provides it (a loaded machine
// otherwise tears the window down first and the timer throws).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
