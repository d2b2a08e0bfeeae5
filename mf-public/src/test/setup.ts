// The kit's set-up is the whole of this area's: jest-dom, a clean page for each file and test.
import { setUpEachFile } from '@housesit/shell/kit/testing/setup';

setUpEachFile();
