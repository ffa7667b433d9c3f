// The one place dayjs is set up; everything imports it from here. Calendar arithmetic only: zones
// go through wall-clock.ts, so the timezone plugin is not loaded.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

export { dayjs };
