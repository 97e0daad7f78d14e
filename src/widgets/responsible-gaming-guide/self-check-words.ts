import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SelfCheckAnswer, SelfCheckBand, SelfCheckQuestion } from './self-check-scoring';

/** Each question, in the player's words (the last twelve months). */
export const QUESTION_WORDS: Record<SelfCheckQuestion, MessageDescriptor> = {
  affordable: msg`Have you bet more than you could really afford to lose?`,
  larger: msg`Have you needed to bet larger amounts to get the same excitement?`,
  chasing: msg`Have you gone back another day to try to win back money you lost?`,
  borrowed: msg`Have you borrowed money or sold something to get money to gamble?`,
  problem: msg`Have you felt that you might have a problem with gambling?`,
  health: msg`Has gambling caused you stress, anxiety or other health problems?`,
  criticised: msg`Have people criticised your betting or said you have a gambling problem, whether or not you agreed?`,
  money: msg`Has your gambling caused money problems for you or your household?`,
  guilty: msg`Have you felt guilty about the way you gamble or what happens when you gamble?`,
};

export const ANSWER_WORDS: Record<SelfCheckAnswer, MessageDescriptor> = {
  0: msg`Never`,
  1: msg`Sometimes`,
  2: msg`Most of the time`,
  3: msg`Almost always`,
};

/** What each result means and what to do next. */
export const BAND_WORDS: Record<SelfCheckBand, { title: MessageDescriptor; text: MessageDescriptor }> = {
  none: {
    title: msg`No sign of harm from gambling`,
    text: msg`Your answers show no sign that gambling is harming you. Keep it that way: decide in advance what you spend, and set a limit if it helps.`,
  },
  low: {
    title: msg`Low risk`,
    text: msg`You may have a few habits that could lead to harm. A deposit limit or a reality check helps you keep gambling a pastime.`,
  },
  moderate: {
    title: msg`Moderate risk`,
    text: msg`Gambling may already be costing you more than money. Set limits now, consider a time-out, and talk to one of the organisations below.`,
  },
  high: {
    title: msg`High risk`,
    text: msg`Your answers suggest gambling is harming you. Please take a break now with a time-out or self-exclusion, and talk to one of the organisations below: they listen in confidence and free of charge.`,
  },
};
