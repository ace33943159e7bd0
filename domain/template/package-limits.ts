// What an HTML5 template package may expand to (issue 17 §1): a display template is kilobytes, so 10 MB of files
// is generous, and a zip bomb is refused before anything is stored.
import { MAX_ZIP_RATIO } from '../asset/rules';

export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;
export const TEMPLATE_TOO_LARGE = "This template couldn't be uploaded because its files exceed the 10MB limit";
export const MAX_TEMPLATE_ZIP_RATIO = MAX_ZIP_RATIO;
export const TEMPLATE_RATIO_TOO_HIGH = `This template couldn't be uploaded because it expands to more than ${MAX_TEMPLATE_ZIP_RATIO} times its size`;
