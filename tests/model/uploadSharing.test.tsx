import { ShareTab } from '../../src/views/uploads/tabs/ShareTab';
import { describeSharingWithoutJoinCode } from './sharing';

describeSharingWithoutJoinCode({ what: 'an upload', itemType: 'upload', itemId: 'u-1', heading: 'Who can see this upload', view: <ShareTab uploadId="u-1" /> });
