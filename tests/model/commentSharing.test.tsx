import { ShareTab } from '../../src/views/comments/tabs/ShareTab';
import { describeSharingWithoutJoinCode } from './sharing';

describeSharingWithoutJoinCode({ what: 'a comment set', itemType: 'comment', itemId: 'cs-1', heading: 'Who can see these comments', view: <ShareTab commentSetId="cs-1" /> });
