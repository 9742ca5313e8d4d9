import { candidatePath } from '@/api/candidates';
import type { FirstScreen } from '@/ssr/first-screen';

/** Her card, name, photo and count: everything the shared link shows above the fold. */
export const firstScreen: FirstScreen = ({ params }) => (params.id ? [candidatePath(params.id)] : []);
