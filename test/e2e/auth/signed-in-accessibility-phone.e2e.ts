// Every screen, signed in and public, on a 390 px touch phone, light and dark: see support/every-screen-accessibility.ts.
import { PHONE, describeEveryScreen } from '../support/every-screen-accessibility';

describeEveryScreen(PHONE);
