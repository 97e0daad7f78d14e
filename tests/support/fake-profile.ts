import type { ResponseOf } from '@schemas/api/endpoint';
import { CallError } from '../../src/api/call-error';
import type { FakeApiClient } from '../../src/api/fake-client';
import {
  bindMobile,
  confirmEmailChange,
  getProfile,
  sendMobileBindCode,
  updateProfile,
} from '../../src/api/endpoints';
import { withAccountApi } from './fake-accounts';

type Profile = ResponseOf<typeof getProfile>;

export const fakeProfile: Profile = {
  nickname: 'Lucky Star',
  birthday: '1990-05-17',
  nationality: 'PH',
  email: 'ann@example.com',
  mobile: '+63 ••• ••• 4567',
  locked: ['birthday'],
  hasPassword: true,
};

/**
 * The profile answered like the platform: fields saved, a bad nickname refused by name, a new
 * e-mail waiting for its code (123456) before it replaces the old one.
 */
export function withProfileApi(api: FakeApiClient, start: Profile = fakeProfile): FakeApiClient {
  let profile = { ...start };
  return withAccountApi(api)
    .on(getProfile, () => profile)
    .on(updateProfile, (input) => {
      if (input.nickname !== undefined && input.nickname.trim().length < 2)
        throw new CallError('VALIDATION', 'nickname: too short', 400, [
          { field: 'nickname', message: 'too short' },
        ]);
      if (input.email && input.password !== 'Secret123')
        throw new CallError('BAD_CREDENTIALS', 'wrong', 400, [{ field: 'password', message: 'is wrong' }]);
      const { password: _p, email, ...fields } = input;
      profile = { ...profile, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')) };
      if (email && email !== profile.email) profile = { ...profile, pendingEmail: email };
      return profile;
    })
    .on(confirmEmailChange, (input) => {
      if (input.verificationCode !== '123456')
        throw new CallError('CODE_INVALID', 'The verification code is wrong (4 tries left)', 400, [
          { field: 'verificationCode', message: 'wrong' },
        ]);
      const { pendingEmail, ...rest } = profile;
      profile = { ...rest, ...(pendingEmail ? { email: pendingEmail } : {}) };
      return profile;
    })
    .on(sendMobileBindCode, () => ({ expiredMinutes: 2 }))
    .on(bindMobile, (input) => {
      if (input.verificationCode !== '123456')
        throw new CallError('CODE_INVALID', 'wrong', 400, [{ field: 'verificationCode', message: 'wrong' }]);
      profile = { ...profile, mobile: `+${input.countryDialingCode} ••• ••• ${input.mobileNum.slice(-4)}` };
      return profile;
    });
}
