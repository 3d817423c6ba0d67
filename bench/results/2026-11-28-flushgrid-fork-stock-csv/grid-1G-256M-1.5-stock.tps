sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1370.80 qps: 8250.75 (r/w/o: 0.00/5501.17/2749.59) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1281.12 qps: 7700.75 (r/w/o: 0.00/5138.50/2562.25) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1639.06 qps: 9831.35 (r/w/o: 0.00/6553.24/3278.12) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1679.96 qps: 10074.75 (r/w/o: 0.00/6714.84/3359.92) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1673.32 qps: 10033.94 (r/w/o: 0.00/6687.29/3346.64) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1749.33 qps: 10507.98 (r/w/o: 0.00/7009.33/3498.65) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1463.40 qps: 8782.40 (r/w/o: 0.00/5855.60/2926.80) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1786.34 qps: 10697.04 (r/w/o: 0.00/7124.36/3572.69) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1829.68 qps: 10990.09 (r/w/o: 0.00/7330.73/3659.36) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1834.14 qps: 11005.84 (r/w/o: 0.00/7337.56/3668.28) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1833.83 qps: 11003.98 (r/w/o: 0.00/7336.32/3667.66) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1693.45 qps: 10164.68 (r/w/o: 0.00/6777.79/3386.89) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1768.51 qps: 10605.06 (r/w/o: 0.00/7068.04/3537.02) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1700.06 qps: 10195.38 (r/w/o: 0.00/6796.25/3399.13) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1721.52 qps: 10332.10 (r/w/o: 0.00/6889.07/3443.03) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1771.58 qps: 10635.50 (r/w/o: 0.00/7091.33/3544.17) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1677.46 qps: 10048.78 (r/w/o: 0.00/6695.85/3352.93) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1660.40 qps: 9968.43 (r/w/o: 0.00/6647.62/3320.81) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1656.09 qps: 9938.51 (r/w/o: 0.00/6624.34/3314.17) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1339.95 qps: 8040.70 (r/w/o: 0.00/5360.80/2679.90) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1285.60 qps: 7719.61 (r/w/o: 0.00/5148.41/2571.20) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1407.21 qps: 8445.24 (r/w/o: 0.00/5630.83/2814.41) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1527.17 qps: 9155.01 (r/w/o: 0.00/6101.68/3053.34) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1762.24 qps: 10572.43 (r/w/o: 0.00/7048.95/3523.48) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1608.70 qps: 9643.21 (r/w/o: 0.00/6424.80/3218.40) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1733.80 qps: 10419.78 (r/w/o: 0.00/6951.18/3468.61) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1976.91 qps: 11859.48 (r/w/o: 0.00/7906.65/3952.83) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1640.35 qps: 9834.07 (r/w/o: 0.00/6552.38/3281.69) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1721.22 qps: 10327.33 (r/w/o: 0.00/6886.88/3440.44) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1669.26 qps: 10007.55 (r/w/o: 0.00/6668.03/3339.51) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1501.73 qps: 9007.35 (r/w/o: 0.00/6004.90/3002.45) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1800.00 qps: 10823.99 (r/w/o: 0.00/7221.99/3602.00) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 887.01 qps: 5324.08 (r/w/o: 0.00/3550.05/1774.03) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 8.00 qps: 48.00 (r/w/o: 0.00/32.00/16.00) lat (ms,95%): 1170.65 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 355.97 qps: 2135.80 (r/w/o: 0.00/1423.86/711.93) lat (ms,95%): 127.81 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1455.26 qps: 8717.58 (r/w/o: 0.00/5808.05/2909.53) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1564.94 qps: 9379.65 (r/w/o: 0.00/6249.77/3129.88) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1546.32 qps: 9300.94 (r/w/o: 0.00/6207.29/3093.65) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1680.31 qps: 10079.83 (r/w/o: 0.00/6719.22/3360.61) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1825.54 qps: 10949.22 (r/w/o: 0.00/7299.15/3650.07) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1822.00 qps: 10930.01 (r/w/o: 0.00/7286.01/3644.00) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1853.64 qps: 11127.82 (r/w/o: 0.00/7419.55/3708.27) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1964.20 qps: 11783.19 (r/w/o: 0.00/7854.79/3928.40) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1857.47 qps: 11142.83 (r/w/o: 0.00/7427.89/3714.94) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1771.10 qps: 10628.60 (r/w/o: 0.00/7086.40/3542.20) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           285456
        other:                           142728
        total:                           428184
    transactions:                        71364  (1585.64 per sec.)
    queries:                             428184 (9513.84 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0058s
    total number of events:              71364

Latency (ms):
         min:                                    0.83
         avg:                                    5.04
         max:                                 1180.46
         95th percentile:                       12.08
         sum:                               359745.09

Threads fairness:
    events (avg/stddev):           8920.5000/26.51
    execution time (avg/stddev):   44.9681/0.00

