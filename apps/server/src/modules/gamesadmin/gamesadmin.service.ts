import { createHash } from 'node:crypto';
import {
  GAME_IMAGE_MAX_BYTES,
  GameImageMessage,
  type TStaffGame,
  type TStaffGameName,
  type TStaffGameNameUpdateRequest,
  type TStaffGameUpdateRequest,
  type TStaffProvider,
  type TStaffProviderUpdateRequest,
} from '@app/contract';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';
import { gameSearchText } from '../games/games.service';
import {
  GamesAdminRepository,
  type StaffGameRow,
  type StaffNameRow,
  type StaffProviderRow,
} from './gamesadmin.repository';

/**
 * The built-in providers fetch their key once at start-up (provider-kit's wallet client), so the
 * platform manages their keys; staff may switch them on and off like any other.
 */
const BUILT_IN = new Set(['house', 'lottery', 'sports']);

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** What the bytes are, by their magic numbers: the data: URL's own claim is not trusted. */
export function sniffImage(buf: Buffer): keyof typeof EXT | null {
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length > 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (buf.length > 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

const providerView = (r: StaffProviderRow): TStaffProvider => ({
  code: r.code,
  name: r.name,
  signAlg: r.sign_alg,
  enabled: r.enabled,
  secretSet: Boolean(r.secret),
  publicKeySet: Boolean(r.public_key),
  keyChangedAt: r.key_changed_at?.toISOString() ?? null,
  keyChangedBy: r.key_changed_by,
  games: r.games,
  shownGames: r.shown_games,
  updatedAt: r.updated_at.toISOString(),
});

const gameView = (r: StaffGameRow): TStaffGame => ({
  id: r.id,
  title: r.title,
  titleEn: r.title_en,
  image: r.image,
  uploadedImage: r.uploaded_image,
  partnerCode: r.partner_code,
  partnerName: r.partner_name,
  providerCode: r.provider_code,
  providerEnabled: r.provider_enabled,
  categories: r.categories,
  enabled: r.enabled,
  isHot: r.is_hot,
  isNew: r.is_new,
  sortOrder: r.sort_order,
});

const nameView = (r: StaffNameRow): TStaffGameName => ({
  kind: r.kind,
  code: r.code,
  name: r.name,
  nameEn: r.name_en,
  parent: r.parent,
  renamed: r.renamed,
});

const notFound = (what: 'provider' | 'game' | 'name') =>
  what === 'provider'
    ? new AppError(404, 'PROVIDER_NOT_FOUND', 'Nhà cung cấp không tồn tại')
    : what === 'game'
      ? new AppError(404, 'GAME_NOT_FOUND', 'Trò chơi không tồn tại')
      : new AppError(404, 'NOT_FOUND', 'Không tìm thấy sảnh hoặc danh mục');

/**
 * Staff management of providers and games (decision 099). Every change is audited with before
 * and after (keys masked) in the transaction that makes it, and the catalogue's caches are
 * dropped at once so the player site shows the change on its next request.
 */
export class GamesAdminService {
  readonly repo: GamesAdminRepository;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      admin: () => AdminService;
      /** the catalogue's and the provider directory's caches */
      invalidate: (providerCode?: string) => void;
      /** a provider's HMAC secret as stored, sealed (decision 107; the providers module owns the key ring) */
      sealSecret: (providerCode: string, secret: string) => string;
    },
  ) {
    this.repo = new GamesAdminRepository(db);
  }

  async providers(): Promise<TStaffProvider[]> {
    return (await this.repo.providers()).map(providerView);
  }

  async updateProvider(actor: StaffActor, code: string, input: TStaffProviderUpdateRequest): Promise<TStaffProvider> {
    if ((input.secret !== undefined || input.publicKey !== undefined) && BUILT_IN.has(code)) {
      throw new AppError(409, 'PROVIDER_KEYS_MANAGED', 'Khóa của nhà cung cấp tích hợp sẵn do hệ thống quản lý');
    }
    const after = await inTransaction(this.db.pool, async (c) => {
      const before = await this.repo.provider(code, c, true);
      if (!before) throw notFound('provider');
      // a new public key switches the provider to RSA signatures, a new secret to HMAC
      const signAlg = input.publicKey ? 'rsa-sha256' : input.secret ? 'hmac-sha256' : before.sign_alg;
      const keyChanged = input.secret !== undefined || input.publicKey !== undefined;
      await this.repo.updateProvider(c, code, {
        enabled: input.enabled ?? before.enabled,
        signAlg,
        secret: input.secret ? this.deps.sealSecret(code, input.secret) : before.secret,
        publicKey: input.publicKey ?? before.public_key,
        keyChangedBy: keyChanged ? actor.staffId : null,
      });
      const row = (await this.repo.provider(code, c))!;
      const details = { before: auditable(before), after: { ...auditable(row), keyChanged } };
      if (input.enabled !== undefined)
        await this.deps.admin().audit(actor, 'provider.update', { type: 'provider', id: code }, details, c);
      // a key rotation has its own entry, so the audit log's filter finds every one of them
      if (keyChanged)
        await this.deps
          .admin()
          .audit(
            actor,
            'provider.key_rotate',
            { type: 'provider', id: code },
            { ...details, keyKind: input.publicKey ? 'rsa-public-key' : 'hmac-secret' },
            c,
          );
      return row;
    });
    this.deps.invalidate(code);
    return providerView(after);
  }

  async games(): Promise<TStaffGame[]> {
    return (await this.repo.games()).map(gameView);
  }

  async updateGame(actor: StaffActor, id: number, input: TStaffGameUpdateRequest): Promise<TStaffGame> {
    const after = await inTransaction(this.db.pool, async (c) => {
      const before = await this.repo.game(id, c, true);
      if (!before) throw notFound('game');
      const curation = ['enabled', 'isHot', 'isNew', 'sortOrder'] as const;
      if (curation.some((k) => input[k] !== undefined)) {
        const next = {
          enabled: input.enabled ?? before.enabled,
          isHot: input.isHot ?? before.is_hot,
          isNew: input.isNew ?? before.is_new,
          sortOrder: input.sortOrder ?? before.sort_order,
        };
        await this.repo.updateGame(c, id, next);
        await this.deps.admin().audit(
          actor,
          'game.update',
          { type: 'game', id },
          {
            before: {
              enabled: before.enabled,
              isHot: before.is_hot,
              isNew: before.is_new,
              sortOrder: before.sort_order,
            },
            after: next,
          },
          c,
        );
      }
      if (input.title !== undefined || input.titleEn !== undefined) {
        // both languages in one row and one audit entry (decisions 170, 177)
        const names = {
          title: input.title ?? before.title,
          titleEn: input.titleEn === undefined ? before.title_en : input.titleEn,
        };
        const searchText = gameSearchText(names.title, names.titleEn, before.partner_code);
        await this.repo.renameGame(c, id, { ...names, searchText });
        await this.deps
          .admin()
          .audit(
            actor,
            'game.rename',
            { type: 'game', id },
            { before: { title: before.title, titleEn: before.title_en }, after: names },
            c,
          );
      }
      return (await this.repo.game(id, c))!;
    });
    this.deps.invalidate();
    return gameView(after);
  }

  /** Lobbies and categories with their names in both languages (decision 177). */
  async names(): Promise<TStaffGameName[]> {
    return (await this.repo.names()).map(nameView);
  }

  /** Staff name a lobby or a category in both languages; audited, kept through a re-seed. */
  async rename(
    actor: StaffActor,
    kind: 'partner' | 'category',
    code: string,
    input: TStaffGameNameUpdateRequest,
  ): Promise<TStaffGameName> {
    const nameEn = input.nameEn ?? null;
    const after = await inTransaction(this.db.pool, async (c) => {
      const before = await this.repo.name(c, kind, code);
      if (!before) throw notFound('name');
      await this.repo.rename(c, kind, code, input.name, nameEn);
      await this.deps
        .admin()
        .audit(
          actor,
          kind === 'partner' ? 'game_partner.rename' : 'game_category.rename',
          { type: kind === 'partner' ? 'game_partner' : 'game_category', id: code },
          { before: { name: before.name, nameEn: before.name_en }, after: { name: input.name, nameEn } },
          c,
        );
      return (await this.repo.name(c, kind, code))!;
    });
    this.deps.invalidate();
    return nameView(after);
  }

  /** Replaces the game's picture (the generated thumbnail or an earlier upload). */
  async uploadImage(actor: StaffActor, id: number, dataUrl: string): Promise<TStaffGame> {
    const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const contentType = sniffImage(data);
    if (!contentType || data.length > GAME_IMAGE_MAX_BYTES) {
      throw new AppError(400, 'GAME_IMAGE_INVALID', GameImageMessage.GAME_IMAGE_INVALID);
    }
    const sha256 = createHash('sha256').update(data).digest('hex');
    // the hash in the address: a new picture is a new URL, so the old one may be cached forever
    const path = `/media/games/${id}-${sha256.slice(0, 16)}.${EXT[contentType]}`;
    const after = await inTransaction(this.db.pool, async (c) => {
      const before = await this.repo.game(id, c, true);
      if (!before) throw notFound('game');
      await this.repo.saveImage(c, { gameId: id, contentType, data, sha256, path, staffId: actor.staffId });
      await this.deps
        .admin()
        .audit(
          actor,
          'game.image',
          { type: 'game', id },
          { before: { image: before.image }, after: { image: path, contentType, size: data.length, sha256 } },
          c,
        );
      return (await this.repo.game(id, c))!;
    });
    this.deps.invalidate();
    return gameView(after);
  }

  /** An uploaded picture by its address, or null when the address is not the current picture's. */
  async image(file: string): Promise<{ contentType: string; data: Buffer } | null> {
    const m = /^(\d+)-([a-f0-9]{16})\.(png|jpg|webp)$/.exec(file);
    if (!m) return null;
    const img = await this.repo.image(Number(m[1]));
    if (!img?.sha256.startsWith(m[2]!)) return null;
    return { contentType: img.content_type, data: img.data };
  }
}

/** A provider as the audit log keeps it: never a key nor any part of one, only whether one is set. */
function auditable(r: StaffProviderRow) {
  return {
    enabled: r.enabled,
    signAlg: r.sign_alg,
    secretSet: Boolean(r.secret),
    publicKeySet: Boolean(r.public_key),
    keyChangedAt: r.key_changed_at?.toISOString() ?? null,
  };
}
