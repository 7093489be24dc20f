// Every screen, signed in and public, on a 1440 px laptop, light and dark: see support/every-screen-accessibility.ts.
import { LAPTOP, describeEveryScreen } from '../support/every-screen-accessibility';

describeEveryScreen(LAPTOP);
