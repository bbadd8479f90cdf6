// Used by the classic (non-Rspack) build path; the faster build uses SWC.
module.exports = {
	presets: [require.resolve("@docusaurus/core/lib/babel/preset")],
};
