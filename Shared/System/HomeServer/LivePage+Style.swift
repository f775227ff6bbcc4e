extension LivePage {
    /// The live page's own style, over the drawing's: the bar, the sheet the form and the gallery open in.
    static let style = """
        header.toolbar { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px; align-items: center;
                         padding: 8px 16px; font-size: 13px; background: rgba(255, 255, 255, 0.72); color: #000;
                         backdrop-filter: blur(12px); }
        body.dark header.toolbar { background: rgba(28, 28, 30, 0.78); color: #fff; }
        header.toolbar button, header.toolbar select { font: inherit; }
        .clock-controls { display: inline-flex; gap: 4px; align-items: center; }
        #clock-slider { width: 160px; }
        #add-widget { font-size: 18px; line-height: 1; width: 32px; height: 32px; border-radius: 16px; }
        #status { flex: 1; min-width: 200px; opacity: 0.8; }
        p.clock { order: -1; width: 100%; margin: 0; text-align: center; font-size: 14px; }
        figure.widget svg, .lock-screen svg, .control-center svg { cursor: pointer; user-select: none; }
        svg g.control { cursor: pointer; }
        section.home-screen, .home-widgets .slot { touch-action: none; user-select: none; }
        p.stack-nav { margin: 4px 0 0; font-size: 12px; }
        section.pushes { width: 100%; font-size: 12px; }
        section.pushes h2 { font-size: 13px; margin: 0 0 4px; }
        section.pushes ul { margin: 0; padding-left: 18px; }
        li.push-deferred .push-outcome { color: #c93400; }
        li.push-refused .push-outcome { color: #d70015; }
        figure.widget { position: relative; }
        p.build-failed { position: absolute; inset: 0 0 auto 0; margin: 0; padding: 6px 8px; border-radius: 12px; z-index: 1;
                         background: rgba(215, 0, 21, 0.92); color: #fff; font-size: 11px; font-weight: 600; }
        section.builds { width: 100%; font-size: 12px; }
        section.builds h2 { font-size: 13px; margin: 0 0 4px; color: #d70015; }
        section.builds pre { white-space: pre-wrap; background: rgba(0, 0, 0, 0.75); color: #fff; padding: 8px; border-radius: 8px; }
        #overlay { position: fixed; inset: 0; z-index: 3; background: rgba(0, 0, 0, 0.35); display: flex;
                   align-items: flex-start; justify-content: center; overflow: auto; padding: 40px 8px; }
        #overlay[hidden] { display: none; }
        #sheet { max-width: 720px; width: 100%; }
        #sheet > * { border-radius: 16px; padding: 14px 16px; background: var(--background, #fff); color: #000; }
        body.dark #sheet > * { background: var(--background, #1c1c1e); color: #fff; }
        #sheet h2 { margin: 0 0 4px; font-size: 17px; color: var(--accent, inherit); }
        #sheet .subtitle { margin: 0 0 10px; opacity: 0.7; font-size: 13px; }
        .field { display: grid; grid-template-columns: 40% 1fr; gap: 4px 12px; align-items: center; padding: 8px 0;
                 border-top: 1px solid rgba(127, 127, 127, 0.25); font-size: 14px; }
        .field .hint, .field .chooser { grid-column: 2; margin: 0; font-size: 12px; opacity: 0.75; }
        .field .chooser { opacity: 1; }
        .slots { display: flex; flex-wrap: wrap; gap: 4px; }
        .slot-value { display: inline-flex; }
        button.choose { color: var(--accent); }
        ul.options { list-style: none; margin: 6px 0 0; padding: 0; max-height: 260px; overflow: auto; }
        ul.options li.section { font-weight: 600; margin-top: 6px; }
        ul.options button { width: 100%; text-align: left; font: inherit; padding: 4px 6px; }
        .form-message { color: #d70015; min-height: 1em; }
        .form-buttons { display: flex; gap: 8px; }
        .form-buttons .save { font-weight: 600; }
        .form-buttons .remove { margin-left: auto; color: #d70015; }
        .gallery .previews { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-end; }
        .gallery figure { margin: 0; display: flex; flex-direction: column; gap: 6px; align-items: center; }
        .app-screen pre, .text-sheet pre, .settings pre { white-space: pre-wrap; font-size: 13px; }
        form.setting { padding: 10px 0; border-top: 1px solid rgba(127, 127, 127, 0.25); font-size: 14px; }
        form.setting textarea { display: block; width: 100%; box-sizing: border-box; font: 13px monospace; margin: 4px 0; }
        """
}
