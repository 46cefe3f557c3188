// The page's entry: its stylesheet (inlined by the server) and, once painted, the page's code.
import '@/styles/global.css';
import '@/features/tipping/tipping.css';
import { afterFirstPaint } from './after-first-paint';

afterFirstPaint(() => void import('./guest-client'));
