import { atom } from 'jotai';
import type { FeedbackType } from '@schemas/api/feedback-rules';
import { FEEDBACK_IMAGE_UPLOAD_PATH } from '@schemas/api/feedback-rules';
import { listMyFeedback, submitFeedback } from '../api/endpoints';
import { apiClientAtom } from './api';

/** Bumped after a send, so "My feedback" loads again with the new ticket. */
const feedbackVersionAtom = atom(0);
export const myFeedbackVersionAtom = atom((get) => get(feedbackVersionAtom));

/** One page of the member's feedback with its replies. */
export const fetchMyFeedbackAtom = atom(null, (get, _set, page: number) =>
  get(apiClientAtom).call(listMyFeedback, { page, pageSize: 10 }),
);

/** Upload the pictures (members), then send the feedback; answers its ticket. */
export const sendFeedbackAtom = atom(
  null,
  async (
    get,
    set,
    input: { questionType: FeedbackType; content: string; contact?: string; images: readonly File[] },
  ) => {
    const api = get(apiClientAtom);
    const imageIds =
      input.images.length > 0
        ? (
            await api.upload<{ images: { id: number }[] }>(FEEDBACK_IMAGE_UPLOAD_PATH, {}, input.images, {
              module: 'feedback',
            })
          ).images.map((i) => i.id)
        : [];
    const { ticket } = await api.call(submitFeedback, {
      questionType: input.questionType,
      content: input.content,
      ...(input.contact ? { contact: input.contact } : {}),
      ...(imageIds.length ? { imageIds } : {}),
    });
    set(feedbackVersionAtom, (n) => n + 1);
    return ticket;
  },
);
