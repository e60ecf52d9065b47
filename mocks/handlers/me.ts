import type { HttpHandler } from 'msw';
import type {
  AdviceResult,
  Agreement,
  CollectedNotice,
  CollectedNoticeDetail,
  DigitalCertificate,
  FlightRankingItem,
  Licence,
  LoginInfo,
  MonthlyDutyTime,
  MonthlyFlightHours,
  PersonalBaseInfo,
  ProblemReport,
  QarEvent,
  SendPhoneCodeResult,
  SetPhoneResult,
  SystemAbout,
  TrainRecord,
  UpdateCollectResult,
  UpdatePasswordResult,
} from '@/api/schema/me';
import { endpoint, MockFailure } from '../lib/route';
import {
  dutyTimesOf,
  flightHoursOf,
  licencesOf,
  monthHoursOf,
  qarEventsOf,
  trainRecordsOf,
  yearHoursOf,
} from '../db/personal';
import {
  addAdvice,
  certificateOf,
  clearPhoneCode,
  collectionsOf,
  pendingPhoneCode,
  problemsOf,
  rememberPhoneCode,
  renewCertificate,
  setCollected,
} from '../db/personal-state';
import { findNotice } from '../db/prepnotices';
import { AGREEMENT, SYSTEM_ABOUT } from '../db/texts';
import {
  AIRLINE,
  crewMembers,
  currentUser,
  findUserByPhone,
  nowIso,
  offsetOfDate,
  SMS_CODE,
  today,
} from '../db/seed';

type Body = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

function collected(userId: string): CollectedNotice[] {
  return collectionsOf(userId).flatMap(({ noticeId, collectedAt }) => {
    const n = findNotice(noticeId);
    return n
      ? [
          {
            noticeId,
            category: n.category,
            title: n.title,
            docNo: n.docNo,
            publishTime: n.publishTime,
            collectedAt,
          },
        ]
      : [];
  });
}

function page<T>(list: T[], body: Body): T[] {
  const size = Number(body.pageSize) > 0 ? Number(body.pageSize) : 0;
  if (!size) return list;
  const index = Math.max(1, Number(body.pageIndex) || 1);
  return list.slice((index - 1) * size, index * size);
}

export const meHandlers: HttpHandler[] = [
  endpoint<Body, LoginInfo>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/LoginInfo',
      takes: '{}',
      returns:
        'LoginInfo { userId, userName, code, name, type, post, department, phone, avatar, lastLoginTime, passwordAgeDays }',
    },
    ({ userId }) => {
      const { user, member } = currentUser(userId);
      return {
        userId: user.id,
        userName: user.userName,
        code: member.code,
        name: member.name,
        type: user.type,
        post: member.post,
        department: member.department,
        phone: user.phone,
        avatar: member.avatar,
        lastLoginTime: user.lastLoginAt ?? nowIso(),
        passwordAgeDays: Math.max(0, -offsetOfDate(user.passwordChangedAt)),
      };
    },
  ),
  endpoint<Body, CollectedNotice[]>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetNoticeCollectList',
      takes: '{ pageIndex?, pageSize? }',
      returns:
        'CollectedNotice[] newest first { noticeId, category, title, docNo, publishTime, collectedAt }',
    },
    ({ userId, body }) => page(collected(currentUser(userId).user.id), body),
  ),
  endpoint<Body, CollectedNoticeDetail>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetNoticeCollectDetail',
      takes: '{ noticeId }',
      returns: 'CollectedNoticeDetail: CollectedNotice + department, content, collected',
    },
    ({ userId, body }) => {
      const { user } = currentUser(userId);
      const notice = findNotice(str(body.noticeId));
      if (!notice) throw new MockFailure('通告不存在或已撤销');
      const mine = collectionsOf(user.id).find((c) => c.noticeId === notice.noticeId);
      return {
        noticeId: notice.noticeId,
        category: notice.category,
        title: notice.title,
        docNo: notice.docNo,
        publishTime: notice.publishTime,
        collectedAt: mine?.collectedAt ?? '',
        department: notice.department,
        content: notice.content,
        collected: Boolean(mine),
      };
    },
  ),
  endpoint<Body, UpdateCollectResult>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/UpdateNoticeCollect',
      takes: '{ noticeId, collect: boolean } — true adds, false removes',
      returns: '{ noticeId, collected, count }',
    },
    ({ userId, body }) => {
      const { user } = currentUser(userId);
      const noticeId = str(body.noticeId);
      if (!findNotice(noticeId)) throw new MockFailure('通告不存在或已撤销');
      const collect = body.collect === true || body.collect === 'true';
      const count = setCollected(user.id, noticeId, collect);
      return { noticeId, collected: collect, count };
    },
  ),
  endpoint<Body, TrainRecord[]>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetPersonalTrainRecord',
      takes: '{}',
      returns:
        'TrainRecord[] newest first { courseName, category, startDate, endDate, hours, result, score, instructor, location }',
    },
    ({ userId }) => trainRecordsOf(currentUser(userId).member),
  ),
  endpoint<Body, Licence[]>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetPersonalLicense',
      takes: '{}',
      returns:
        'Licence[] { number, name, remarks, issueDate, endorsementDate, validUntil, daysLeft, status valid|expiring|expired }',
    },
    ({ userId }) => licencesOf(currentUser(userId).member),
  ),
  endpoint<Body, QarEvent[]>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetPersonalQARInfo',
      takes: '{ startDate?, endDate? }',
      returns:
        'QarEvent[] (pilots; empty for cabin crew) { flightNo, flightDate, registration, phase, eventName, level, value, limit, status }',
    },
    ({ userId, body }) => {
      const start = str(body.startDate);
      const end = str(body.endDate);
      return qarEventsOf(currentUser(userId).member).filter(
        (e) => (!start || e.flightDate >= start) && (!end || e.flightDate <= end),
      );
    },
  ),
  endpoint<Body, PersonalBaseInfo>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetPersonalBaseInfo',
      takes: '{}',
      returns:
        "PersonalBaseInfo: every field of the user's core CrewMember record + userName (phone as currently set)",
    },
    ({ userId }) => {
      const { user, member } = currentUser(userId);
      return { ...member, phone: user.phone, userName: user.userName };
    },
  ),
  endpoint<Body, MonthlyFlightHours[]>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetPersonalFlightHours',
      takes: '{}',
      returns:
        'MonthlyFlightHours[12] oldest first { month YYYY-MM, flightHours, dayHours, nightHours, sectors, landings }',
    },
    ({ userId }) => flightHoursOf(currentUser(userId).member),
  ),
  endpoint<Body, MonthlyDutyTime[]>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/FltDutyTimeList',
      takes: '{}',
      returns:
        'MonthlyDutyTime[12] oldest first { month, dutyHours, flightDutyHours, restHours, dutyDays, limitHours }',
    },
    ({ userId }) => dutyTimesOf(currentUser(userId).member),
  ),
  endpoint<Body, UpdatePasswordResult>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/UpdatePassword',
      takes: '{ oldPassword, newPassword, confirmPassword } — new ≥ 8 with letters and digits',
      returns: '{ changed, changedAt }; the login uses the new password from then on',
    },
    ({ userId, body }) => {
      const { user } = currentUser(userId);
      const oldPassword = typeof body.oldPassword === 'string' ? body.oldPassword : '';
      const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
      const confirm = typeof body.confirmPassword === 'string' ? body.confirmPassword : newPassword;
      if (!oldPassword || !newPassword) throw new MockFailure('请输入原密码和新密码');
      if (oldPassword !== user.password) throw new MockFailure('原密码不正确');
      if (!PASSWORD_RULE.test(newPassword)) throw new MockFailure('新密码至少8位，且须同时包含字母和数字');
      if (confirm !== newPassword) throw new MockFailure('两次输入的新密码不一致');
      if (newPassword === oldPassword) throw new MockFailure('新密码不能与原密码相同');
      user.password = newPassword;
      user.passwordChangedAt = today;
      return { changed: true, changedAt: nowIso() };
    },
  ),
  endpoint<Body, Agreement>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetAgreement',
      takes: '{}',
      returns: 'Agreement { title, version, updatedAt, content (paragraphs separated by \\n) }',
    },
    () => AGREEMENT,
  ),
  endpoint<Body, SetPhoneResult>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/Setphone',
      takes: '{ phone, code } — code from SendPhoneCode (always 123456)',
      returns: '{ phone }; the new number also signs in by phone',
    },
    ({ userId, body }) => {
      const { user } = currentUser(userId);
      const phone = str(body.phone);
      const code = str(body.code);
      if (!PHONE_PATTERN.test(phone)) throw new MockFailure('请输入正确的手机号码');
      if (!code) throw new MockFailure('请输入验证码');
      const pending = pendingPhoneCode(user.id);
      if (!pending || pending.phone !== phone) throw new MockFailure('请先获取验证码');
      if (Date.now() - pending.sentAt > 5 * 60_000) throw new MockFailure('验证码已过期，请重新获取');
      if (code !== SMS_CODE) throw new MockFailure('验证码不正确');
      clearPhoneCode(user.id);
      user.phone = phone;
      return { phone };
    },
  ),
  endpoint<Body, SendPhoneCodeResult>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/SendPhoneCode',
      takes: '{ phone } — the new number',
      returns: '{ resendAfter: 60, expiresIn: 300 } (the code is always 123456)',
    },
    ({ userId, body }) => {
      const { user } = currentUser(userId);
      const phone = str(body.phone);
      if (!PHONE_PATTERN.test(phone)) throw new MockFailure('请输入正确的手机号码');
      if (phone === user.phone) throw new MockFailure('新手机号与当前绑定的手机号相同');
      const other = findUserByPhone(phone);
      if (other && other.id !== user.id) throw new MockFailure('该手机号已被其他账号绑定');
      const pending = pendingPhoneCode(user.id);
      if (pending && pending.phone === phone && Date.now() - pending.sentAt < 60_000) {
        throw new MockFailure('验证码发送过于频繁，请稍后再试');
      }
      rememberPhoneCode(user.id, phone);
      return { resendAfter: 60, expiresIn: 300 };
    },
  ),
  endpoint<Body, ProblemReport[]>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/Getproblem',
      takes: '{ solved?: boolean } filter',
      returns:
        'ProblemReport[] newest first { problemId, category, title, content, submittedAt, solved, reply, repliedAt }',
    },
    ({ userId, body }) => {
      const list = problemsOf(currentUser(userId).user.id);
      if (body.solved === undefined || body.solved === '') return list;
      const solved = body.solved === true || body.solved === 'true';
      return list.filter((p) => p.solved === solved);
    },
  ),
  endpoint<Body, DigitalCertificate>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/UpdateDigitalCertificate',
      takes: '{ signatureImage } a data:image/... URL of the new handwritten signature',
      returns: 'DigitalCertificate re-issued (new serial, valid one year) with the new signature',
    },
    ({ userId, body }) => {
      const { user, member } = currentUser(userId);
      const image = str(body.signatureImage);
      if (!/^data:image\/(png|jpeg|svg\+xml)[;,]/.test(image)) throw new MockFailure('请先完成手写签名');
      if (image.length > 512_000) throw new MockFailure('签名图片过大');
      return renewCertificate(user, member.name, member.code, image);
    },
  ),
  endpoint<Body, DigitalCertificate>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetDigitalCertificate',
      takes: '{}',
      returns:
        'DigitalCertificate { certificateNo, holderName, holderCode, issuer, serialNo, issuedAt, validUntil, status, signatureImage }',
    },
    ({ userId }) => {
      const { user, member } = currentUser(userId);
      return certificateOf(user, member.name, member.code);
    },
  ),
  endpoint<Body, AdviceResult>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/Setadvice',
      takes:
        '{ content, kind?: advice|problem, category?, title?, contact? } — a problem shows up in Getproblem',
      returns: '{ adviceId, kind, submittedAt }',
    },
    ({ userId, body }) => {
      const { user } = currentUser(userId);
      const content = str(body.content);
      if (content.length < 5) throw new MockFailure('请输入不少于5个字的内容');
      if (content.length > 500) throw new MockFailure('内容不能超过500字');
      const kind = body.kind === 'problem' ? 'problem' : 'advice';
      return addAdvice(user.id, {
        kind,
        category: str(body.category) || (kind === 'problem' ? '系统问题' : '意见建议'),
        title: str(body.title) || content.slice(0, 16),
        content,
        contact: str(body.contact),
      });
    },
  ),
  endpoint<Body, FlightRankingItem[]>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetFlightRanking',
      takes: '{ period?: month|year }',
      returns:
        'FlightRankingItem[] colleagues of the same crew side ranked by hours { rank, code, name, post, flightHours, isMe }',
    },
    ({ userId, body }) => {
      const { member } = currentUser(userId);
      const pilots = member.category === 'F';
      const hours = body.period === 'year' ? yearHoursOf : monthHoursOf;
      return crewMembers
        .filter((m) => (m.category === 'F') === pilots)
        .map((m) => ({ m, h: hours(m) }))
        .sort((a, b) => b.h - a.h)
        .map(({ m, h }, i) => ({
          rank: i + 1,
          code: m.code,
          name: m.name,
          post: m.post,
          department: m.department,
          flightHours: h,
          isMe: m.id === member.id,
        }));
    },
  ),
  endpoint<Body, SystemAbout>(
    {
      method: 'POST',
      path: '/api/PersonnalCenter/GetSystemAbout',
      takes: '{}',
      returns: 'SystemAbout { appName, version, build, company, hotline, email, copyright, releaseNotes[] }',
    },
    () => ({ ...SYSTEM_ABOUT, company: `${AIRLINE.name}股份有限公司` }),
  ),
];
