import { candidatePath } from '@/api/candidates';
import { fundraisingPath } from '@/api/csr-drive';
import type { FirstScreen } from '@/ssr/first-screen';

/** Her card, name, photo and count: everything the shared link shows above the fold; and her charity drive's progress. */
export const firstScreen: FirstScreen = ({ params }) => (params.id ? [candidatePath(params.id), fundraisingPath(params.id)] : []);
