import { describeFuzzing } from './fuzz-suite.ts';

describeFuzzing('sqlite');
